import { json } from "~/lib/http";
import { requireAdmin } from "~/server/auth.server";
import { listQuotes } from "~/server/quotes.server";
import type { Route } from "./+types/quotes";

/** GET /api/admin/quotes: every quote request with its lines, newest first. */
export function loader({ request }: Route.LoaderArgs) {
  requireAdmin(request);
  return json({ quotes: listQuotes() });
}
