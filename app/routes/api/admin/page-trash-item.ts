/**
 * One deleted page (docs/product.md#trash). Admin session (401); a page not in the trash is 404.
 *
 * POST   /api/admin/page-trash/:id  200 { page: PageSummary }: back among the pages, unpublished.
 * DELETE /api/admin/page-trash/:id  204: deleted for good, with its versions and the redirects to it.
 */
import { bodyLimits } from "~/lib/body-limits";
import { json, readBody } from "~/lib/http";
import { requireAdmin } from "~/server/auth.server";
import { deletePageForGood, restorePage } from "~/server/pages/trash.server";
import { adminMethodsOnly, methodNotAllowed } from "~/server/route-methods.server";

import type { Route } from "./+types/page-trash-item";

const notInTrash = () => json({ error: "This page is not in the trash any more." }, 404);

export async function action({ request, params }: Route.ActionArgs) {
  requireAdmin(request);
  const id = Number(params.id);
  if (request.method === "POST") {
    await readBody(request, bodyLimits.adminChange);
    const page = Number.isSafeInteger(id) ? restorePage(id) : null;
    return page ? json({ page }) : notInTrash();
  }
  if (request.method !== "DELETE") return methodNotAllowed("POST, DELETE");
  return Number.isSafeInteger(id) && deletePageForGood(id) ? new Response(null, { status: 204 }) : notInTrash();
}

/** Every other method: 401 without a session, else 405. */
export const loader = adminMethodsOnly("POST, DELETE");
