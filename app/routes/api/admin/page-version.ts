/**
 * /api/admin/pages/:slug/versions/:number: one version of a page, and restoring it. In the URL the home
 * page's empty slug is `_home`. Needs an admin session (401); an unknown page or version answers 404.
 *
 * GET  → 200 { version: { number, publishedAt, title, slug, description, changes, summary, sections } };
 *        `sections` as visitors saw them, null for a standard page shown with its designed layout.
 * POST { revision } → 200 { page, draft, published, defaults } (as GET /api/admin/pages/:slug): the
 *        version's sections, title and description become the draft, as a new revision; the page keeps
 *        its address.
 * POST { revision, sectionId } → 200 as above: only that section of the version goes back into the draft,
 *        in place of the section with its id, or where it stood if the draft no longer has it; 404 when the
 *        version has no such section, 400 when the draft already has 100 sections.
 * Both POSTs answer 409 { error, current } when `revision` is not the draft's latest, and write nothing.
 */
import { bodyLimits } from "~/lib/body-limits";
import { json } from "~/lib/http";
import { slugFromUrl } from "~/lib/page-url";
import { z } from "~/lib/zod";
import { requireAdmin } from "~/server/auth.server";
import { answering, readValid, revisionSchema, versionNumber } from "~/server/pages/requests.server";
import { restoreVersion, restoreVersionSection } from "~/server/pages/restore.server";
import { versionNotFoundMessage, versionOfPage } from "~/server/pages/versions.server";
import { methodNotAllowed } from "~/server/route-methods.server";

import type { Route } from "./+types/page-version";

const restoreSchema = z.object({ revision: revisionSchema, sectionId: z.string().min(1).max(64).optional() });

export function loader({ request, params }: Route.LoaderArgs) {
  requireAdmin(request);
  const number = versionNumber(params.number);
  if (number === null) return json({ error: versionNotFoundMessage }, 404);
  return answering(() => json({ version: versionOfPage(slugFromUrl(params.slug), number) }));
}

export async function action({ request, params }: Route.ActionArgs) {
  requireAdmin(request);
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  const { revision, sectionId } = await readValid(request, restoreSchema, bodyLimits.adminChange);
  const number = versionNumber(params.number);
  if (number === null) return json({ error: versionNotFoundMessage }, 404);
  const slug = slugFromUrl(params.slug);
  return answering(() =>
    json(
      sectionId === undefined
        ? restoreVersion(slug, number, revision)
        : restoreVersionSection(slug, number, sectionId, revision),
    ),
  );
}
