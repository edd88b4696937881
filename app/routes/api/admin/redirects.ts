import { bodyLimits } from "~/lib/body-limits";
/**
 * /api/admin/redirects (docs/product.md#redirects). Every request needs an admin session (401).
 *
 * GET → 200 { redirects: Redirect[], pages: RedirectPageChoice[] } every redirect by old address, and the
 *       published pages one can send visitors to.
 * POST { fromPath, pageId | url, status: 301 | 302, confirmExternal? } → 201 { redirect }; 400 { error } for an
 *       address that cannot be redirected (a live page's, a built-in one), a loop, or another site's address
 *       without `confirmExternal`; 409 { error } when the old address already has a redirect. Any other method → 405.
 */
import { json } from "~/lib/http";
import { redirectInputSchema } from "~/lib/redirect-rules";
import { requireAdmin } from "~/server/auth.server";
import { answering, readValid } from "~/server/pages/requests.server";
import { addRedirect, listRedirects, redirectPageChoices } from "~/server/redirects.server";
import { methodNotAllowed } from "~/server/route-methods.server";

import type { Route } from "./+types/redirects";

export function loader({ request }: Route.LoaderArgs) {
  requireAdmin(request);
  return json({ redirects: listRedirects(), pages: redirectPageChoices() });
}

export async function action({ request }: Route.ActionArgs) {
  requireAdmin(request);
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  const input = await readValid(request, redirectInputSchema, bodyLimits.adminChange);
  return answering(() => json({ redirect: addRedirect(input, new URL(request.url).origin) }, 201));
}
