/**
 * /api/admin/pages/:slug/checks (decision 156). In the URL the home page's empty slug is `_home`. Needs an admin
 * session (401); unknown slugs answer 404.
 *
 * GET → 200 { problems: { rule, sectionId, message }[] } what needs attention in the saved draft before it is
 *       published: placeholder text, pictures without alt text, a missing or short meta description, skipped heading
 *       levels, links to nowhere, to missing or unpublished pages, and words that fail WCAG AA contrast. Advice only:
 *       publishing never depends on it.
 */
import { json } from "~/lib/http";
import { slugFromUrl } from "~/lib/page-url";
import { requireAdmin } from "~/server/auth.server";
import { pageChecks } from "~/server/pages/checks.server";
import { PageRuleError } from "~/server/pages/page-rows.server";
import { adminMethodsOnly } from "~/server/route-methods.server";

import type { Route } from "./+types/page-checks";

export async function loader({ request, params }: Route.LoaderArgs) {
  requireAdmin(request);
  try {
    return json({ problems: await pageChecks(slugFromUrl(params.slug)) });
  } catch (error) {
    if (error instanceof PageRuleError) return json({ error: error.message }, error.status);
    throw error;
  }
}

/** Read only. */
export const action = adminMethodsOnly("GET");
