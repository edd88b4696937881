/**
 * /api/admin/catalogue/publish: the draft catalogue becomes what visitors see, in one transaction; model pages,
 * collection pages and spec sheets follow at once. Admin session (401).
 *
 * POST {} → 200 { status }
 */
import { json } from "~/lib/http";
import { requireAdmin } from "~/server/auth.server";
import { publishCatalogue } from "~/server/catalogue/catalogue.server";
import { methodNotAllowed } from "~/server/page-requests.server";
import type { Route } from "./+types/catalogue-publish";

export function action({ request }: Route.ActionArgs) {
  requireAdmin(request);
  if (request.method !== "POST") return methodNotAllowed("POST");
  return json({ status: publishCatalogue() });
}
