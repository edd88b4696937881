/**
 * /api/admin/pages/:slug/publish (docs/product.md#publishing, #standard-pages). In the URL the home page's empty slug is
 * `_home`. Every request needs an admin session (401); unknown slugs answer 404.
 *
 * POST { revision? }                → 200 { page } the draft (sections, title, description) becomes what
 *                                     visitors see and is kept as the page's next version, in one
 *                                     transaction ('Publish & View Site'). With `revision`, 409 { error,
 *                                     current } unless that is the draft's latest revision.
 * POST { restore: true, revision? } → 200 { page } a standard page drops its sections, draft and published,
 *                                     and visitors see its designed layout again; 400 for any other page.
 */
import { bodyLimits } from "~/lib/body-limits";
import { json } from "~/lib/http";
import { slugFromUrl } from "~/lib/page-url";
import { z } from "~/lib/zod";
import { requireAdmin } from "~/server/auth.server";
import { publishPage } from "~/server/pages/publishing.server";
import { answering, readValid, revisionSchema } from "~/server/pages/requests.server";
import { restoreDesignedLayout } from "~/server/pages/restore.server";
import { adminMethodsOnly, methodNotAllowed } from "~/server/route-methods.server";

import type { Route } from "./+types/page-publish";

const publishSchema = z.object({ restore: z.boolean().optional(), revision: revisionSchema.optional() });

export async function action({ request, params }: Route.ActionArgs) {
  requireAdmin(request);
  if (request.method !== "POST") return methodNotAllowed("POST");
  const { restore, revision } = await readValid(request, publishSchema, bodyLimits.adminChange);
  const slug = slugFromUrl(params.slug);
  return answering(() => json({ page: restore ? restoreDesignedLayout(slug, revision) : publishPage(slug, revision) }));
}

/** Every other method: 401 without a session, else 405. */
export const loader = adminMethodsOnly("POST");
