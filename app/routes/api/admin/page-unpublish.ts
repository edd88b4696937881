/**
 * /api/admin/pages/:slug/unpublish: 'Unpublish' takes a page off the site; its address then shows the
 * not-found page (404) and it leaves the sitemap. Its draft and versions stay. Needs an admin session
 * (401); an unknown slug answers 404.
 *
 * POST { removeMenuLinks? } → 200 { page }; 403 { error } for a standard page, which cannot be unpublished. With
 * removeMenuLinks the menu links to the page go in the same transaction (decision 151).
 */
import { bodyLimits } from "~/lib/body-limits";
import { json } from "~/lib/http";
import { slugFromUrl } from "~/lib/page-url";
import { z } from "~/lib/zod";
import { requireAdmin } from "~/server/auth.server";
import { removingMenuLinksTo } from "~/server/navigation.server";
import { unpublishPage } from "~/server/pages/publishing.server";
import { answering, readValid } from "~/server/pages/requests.server";
import { adminMethodsOnly, methodNotAllowed } from "~/server/route-methods.server";

import type { Route } from "./+types/page-unpublish";

export async function action({ request, params }: Route.ActionArgs) {
  requireAdmin(request);
  if (request.method !== "POST") return methodNotAllowed("POST");
  const body = await readValid(request, z.object({ removeMenuLinks: z.boolean().optional() }), bodyLimits.adminChange);
  const slug = slugFromUrl(params.slug);
  const unpublish = () => unpublishPage(slug);
  return answering(() => json({ page: body.removeMenuLinks ? removingMenuLinksTo(slug, unpublish) : unpublish() }));
}

/** Every other method: 401 without a session, else 405. */
export const loader = adminMethodsOnly("POST");
