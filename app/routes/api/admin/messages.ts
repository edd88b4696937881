import { json } from "~/lib/http";
import { requireAdmin } from "~/server/auth.server";
import { listMessages } from "~/server/messages.server";
import { adminMethodsOnly } from "~/server/route-methods.server";

import type { Route } from "./+types/messages";

/** GET /api/admin/messages: every message visitors sent, newest first (docs/product.md#contact-messages). */
export function loader({ request }: Route.LoaderArgs) {
  requireAdmin(request);
  return json({ messages: listMessages() });
}

/** Every other method: 401 without a session, else 405. */
export const action = adminMethodsOnly("GET, HEAD");
