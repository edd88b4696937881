/**
 * /api/admin/pages/:slug/publish (docs/product.md#publishing, #standard-pages). In the URL the home page's empty slug is
 * `_home`. Every request needs an admin session (401); unknown slugs answer 404.
 *
 * POST {}                → 200 { page } the draft (sections, title, description) becomes what
 *                          visitors see, in one transaction ('Publish & View Site').
 * POST { restore: true } → 200 { page } a standard page drops its sections, draft and published, and
 *                          visitors see its designed layout again; 400 for any other page.
 */
import { z } from "~/lib/zod";
import { json } from "~/lib/http";
import { slugFromUrl } from "~/lib/page-url";
import { requireAdmin } from "~/server/auth.server";
import { answering, methodNotAllowed, readValid } from "~/server/page-requests.server";
import { publishPage, restoreDesignedLayout } from "~/server/pages.server";
import type { Route } from "./+types/page-publish";

const publishSchema = z.object({ restore: z.boolean().optional() });

export async function action({ request, params }: Route.ActionArgs) {
  requireAdmin(request);
  if (request.method !== "POST") return methodNotAllowed("POST");
  const { restore } = await readValid(request, publishSchema, 1024);
  const slug = slugFromUrl(params.slug);
  return answering(() => json({ page: restore ? restoreDesignedLayout(slug) : publishPage(slug) }));
}
