/**
 * /api/admin/pages/:slug: one page for the builder (docs/product.md#publishing). In the URL the home page's
 * empty slug is `_home`. Every request needs an admin session (401); unknown slugs answer 404.
 *
 * GET    → 200 { page, draft: Section[] | null, published: Section[] | null, defaults: Section[] }
 *          page: { slug, title, description, isStandard, isPublished, status, updatedAt };
 *          draft null: no sections stored, the builder shows `defaults` (docs/product.md#states).
 *          page.revision: the draft's revision, which the next save names.
 * PUT    { page: { title, slug, description, socialImage?, noindex? }, sections?: Section[], revision } → 200 { page }
 *          Saves the details and, when given, the draft sections, as revision `revision + 1`. A slug other
 *          than the one in the URL renames the page (docs/product.md#states). 400 with { error } on invalid
 *          values, a reserved slug or a standard page's changed slug; 409 { error } when another page has
 *          the slug; 409 { error: "This page was changed in another tab or browser.", current } when
 *          `revision` is not the latest, with `current` the page as GET answers it, and nothing written;
 *          413 over 1 MB.
 * DELETE → 204: the page goes to the trash (offline, restorable for 30 days); 403 { error: "Standard pages cannot be
 *        deleted, but you can edit their content." }. With ?menuLinks=remove the menu links to it go too, in the
 *        same transaction (decision 151).
 * DELETE ?untouched → 200 { discarded: boolean }: deletes the page only while it is a new page left untitled and
 *          unedited (docs/product.md#new-pages); any other page, or none, is left as it is.
 */
import { bodyLimits } from "~/lib/body-limits";
import { json } from "~/lib/http";
import { pageDetailsSchema, sectionsSchema } from "~/lib/page-model";
import { slugFromUrl } from "~/lib/page-url";
import { z } from "~/lib/zod";
import { requireAdmin } from "~/server/auth.server";
import { removingMenuLinksTo } from "~/server/navigation.server";
import { discardUntouchedNewPage, getPageForEditing, savePageDraft } from "~/server/pages/drafts.server";
import { pageNotFoundMessage } from "~/server/pages/page-rows.server";
import { answering, readValid, revisionSchema } from "~/server/pages/requests.server";
import { purgePageTrash, trashPage } from "~/server/pages/trash.server";
import { methodNotAllowed } from "~/server/route-methods.server";

import type { Route } from "./+types/page";

const saveSchema = z.object({
  page: pageDetailsSchema,
  sections: sectionsSchema.optional(),
  revision: revisionSchema,
});

export function loader({ request, params }: Route.LoaderArgs) {
  requireAdmin(request);
  const found = getPageForEditing(slugFromUrl(params.slug));
  return found ? json(found) : json({ error: pageNotFoundMessage }, 404);
}

export async function action({ request, params }: Route.ActionArgs) {
  requireAdmin(request);
  const slug = slugFromUrl(params.slug);
  if (request.method === "DELETE" && new URL(request.url).searchParams.has("untouched")) {
    return json({ discarded: discardUntouchedNewPage(slug) });
  }
  if (request.method === "DELETE") {
    const removeLinks = new URL(request.url).searchParams.get("menuLinks") === "remove";
    return answering(() => {
      if (removeLinks) removingMenuLinksTo(slug, () => trashPage(slug));
      else trashPage(slug);
      purgePageTrash();
      return new Response(null, { status: 204 });
    });
  }
  if (request.method !== "PUT") return methodNotAllowed("GET, PUT, DELETE");
  const { page, sections, revision } = await readValid(request, saveSchema, bodyLimits.adminDocument);
  return answering(() => json({ page: savePageDraft(slug, page, sections, revision) }));
}
