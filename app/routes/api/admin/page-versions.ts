/**
 * /api/admin/pages/:slug/versions: what each publish of the page made public. In the URL the home page's
 * empty slug is `_home`. Needs an admin session (401); an unknown slug answers 404.
 *
 * GET → 200 { versions: { number, publishedAt, title, slug, description, changes, summary }[] }, newest
 *       first. `changes` is { first, added, removed, edited, moved: { id, type, title }[], settings:
 *       ("title" | "slug" | "description")[] } against the version before; `summary` says it in a sentence.
 */
import { json } from "~/lib/http";
import { slugFromUrl } from "~/lib/page-url";
import { requireAdmin } from "~/server/auth.server";
import { answering } from "~/server/pages/requests.server";
import { versionsOfPage } from "~/server/pages/versions.server";
import { adminMethodsOnly } from "~/server/route-methods.server";

import type { Route } from "./+types/page-versions";

export function loader({ request, params }: Route.LoaderArgs) {
  requireAdmin(request);
  return answering(() => json({ versions: versionsOfPage(slugFromUrl(params.slug)) }));
}

/** Every other method: 401 without a session, else 405. */
export const action = adminMethodsOnly("GET, HEAD");
