/**
 * /api/admin/pages: the page list and new pages (docs/product.md#publishing). Every request needs an admin session (401).
 *
 * GET  → 200 { pages: { slug, liveSlug, title, description, isStandard, isPublished,
 *                       status: "published" | "draft" | "changes", updatedAt,
 *                       scheduled: the pending scheduled changes, soonest first (decision 161) }[] }
 *        The seven standard pages first (docs/product.md#entities order), then the others, newest first.
 * POST { title?, slug? } → 201 { page } a new page, unpublished, without sections (docs/product.md#states):
 *        'Untitled Page' at 'untitled-{timestamp}' when neither is given; else the title given and the slug
 *        given or made from the title (docs/product.md#new-pages). 400 { error } for a bad or built-in slug,
 *        409 { error } when another page has it. Any other method → 405.
 */
import { bodyLimits } from "~/lib/body-limits";
import { json } from "~/lib/http";
import { maxSlugLength } from "~/lib/page-operations";
import { plainText } from "~/lib/plain-text-schema";
import { slugMessage, slugPattern } from "~/lib/slug";
import { z } from "~/lib/zod";
import { requireAdmin } from "~/server/auth.server";
import { createPage, listPages } from "~/server/pages/drafts.server";
import { answering, readValid } from "~/server/pages/requests.server";
import { pendingSchedulesBySlug } from "~/server/pages/schedule-rows.server";
import { methodNotAllowed } from "~/server/route-methods.server";

import type { Route } from "./+types/pages";

const newPageSchema = z.object({
  title: plainText("line").trim().max(200, "Please keep the title under 200 characters.").optional(),
  slug: z.string().max(maxSlugLength).regex(slugPattern, slugMessage).optional(),
});

export function loader({ request }: Route.LoaderArgs) {
  requireAdmin(request);
  const scheduled = pendingSchedulesBySlug();
  return json({ pages: listPages().map((page) => ({ ...page, scheduled: scheduled.get(page.slug) ?? [] })) });
}

export async function action({ request }: Route.ActionArgs) {
  requireAdmin(request);
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  const choice = await readValid(request, newPageSchema, bodyLimits.adminChange);
  return answering(() => json({ page: createPage(Date.now(), choice) }, 201));
}
