import { json } from "~/lib/http";
import { requireAdmin } from "~/server/auth.server";
import { listQuotes } from "~/server/quotes.server";
import { adminMethodsOnly } from "~/server/route-methods.server";

import type { Route } from "./+types/quotes";

/** GET /api/admin/quotes: every quote request with its lines, newest first. */
export function loader({ request }: Route.LoaderArgs) {
  requireAdmin(request);
  return json({ quotes: listQuotes() });
}

/** Every other method: 401 without a session, else 405. */
export const action = adminMethodsOnly("GET, HEAD");
