/**
 * /api/admin/pages/:slug/discard: 'Discard unpublished changes'. In the URL the home page's empty slug is
 * `_home`. Needs an admin session (401); an unknown slug answers 404.
 *
 * POST { revision } → 200 { page, draft, published, defaults } (as GET /api/admin/pages/:slug): the draft
 *      (sections, title, description) becomes the published version again, as a new revision. 400 when the
 *      page is not published; 409 { error, current } when `revision` is not the draft's latest.
 */
import { bodyLimits } from "~/lib/body-limits";
import { json } from "~/lib/http";
import { slugFromUrl } from "~/lib/page-url";
import { z } from "~/lib/zod";
import { requireAdmin } from "~/server/auth.server";
import { discardChanges } from "~/server/pages/drafts.server";
import { answering, readValid, revisionSchema } from "~/server/pages/requests.server";
import { adminMethodsOnly, methodNotAllowed } from "~/server/route-methods.server";

import type { Route } from "./+types/page-discard";

export async function action({ request, params }: Route.ActionArgs) {
  requireAdmin(request);
  if (request.method !== "POST") return methodNotAllowed("POST");
  const { revision } = await readValid(request, z.object({ revision: revisionSchema }), bodyLimits.adminChange);
  return answering(() => json(discardChanges(slugFromUrl(params.slug), revision)));
}

/** Every other method: 401 without a session, else 405. */
export const loader = adminMethodsOnly("POST");
