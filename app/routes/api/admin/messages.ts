import { json } from "~/lib/http";
import { requireAdmin } from "~/server/auth.server";
import { listMessages } from "~/server/messages.server";
import type { Route } from "./+types/messages";

/** GET /api/admin/messages: every message visitors sent, newest first (PRODUCT.md D4). */
export function loader({ request }: Route.LoaderArgs) {
  requireAdmin(request);
  return json({ messages: listMessages() });
}
