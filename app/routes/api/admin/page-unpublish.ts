/**
 * /api/admin/pages/:slug/unpublish: 'Unpublish' takes a page off the site; its address then shows the
 * not-found page (404) and it leaves the sitemap. Its draft and versions stay. Needs an admin session
 * (401); an unknown slug answers 404.
 *
 * POST {} → 200 { page }; 403 { error } for a standard page, which cannot be unpublished.
 */
import { bodyLimits } from "~/lib/body-limits";
import { z } from "~/lib/zod";
import { json } from "~/lib/http";
import { slugFromUrl } from "~/lib/page-url";
import { requireAdmin } from "~/server/auth.server";
import { unpublishPage } from "~/server/page-history.server";
import { answering, readValid } from "~/server/page-requests.server";
import { methodNotAllowed, adminMethodsOnly } from "~/server/route-methods.server";
import type { Route } from "./+types/page-unpublish";

export async function action({ request, params }: Route.ActionArgs) {
  requireAdmin(request);
  if (request.method !== "POST") return methodNotAllowed("POST");
  await readValid(request, z.object({}), bodyLimits.adminChange);
  return answering(() => json({ page: unpublishPage(slugFromUrl(params.slug)) }));
}

/** Every other method: 401 without a session, else 405. */
export const loader = adminMethodsOnly("POST");
