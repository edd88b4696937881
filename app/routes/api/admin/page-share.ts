/**
 * /api/admin/pages/:slug/share: a link that shows the page's current draft without signing in (decision 162). In the
 * URL the home page's empty slug is `_home`. Every request needs an admin session (401); unknown slugs answer 404.
 *
 * GET             → 200 { share: { createdAt, expiresAt } | null } the link that still works, if any.
 * POST { days? }  → 201 { share, path } a new link valid for 1, 7 (default) or 30 days, at `path` (/share/{token});
 *                   the page's earlier link stops working. The token is never shown again.
 * DELETE          → 204 the link stops working at once.
 */
import { bodyLimits } from "~/lib/body-limits";
import { json } from "~/lib/http";
import { sharePath, shareRequestSchema } from "~/lib/page-share";
import { slugFromUrl } from "~/lib/page-url";
import { requireAdmin } from "~/server/auth.server";
import { answering, readValid } from "~/server/pages/requests.server";
import { pageShareOf, revokePageShare, sharePage } from "~/server/pages/shares.server";
import { methodNotAllowed } from "~/server/route-methods.server";

import type { Route } from "./+types/page-share";

export function loader({ request, params }: Route.LoaderArgs) {
  requireAdmin(request);
  return answering(() => json({ share: pageShareOf(slugFromUrl(params.slug)) }));
}

export async function action({ request, params }: Route.ActionArgs) {
  requireAdmin(request);
  const slug = slugFromUrl(params.slug);
  if (request.method === "POST") {
    const { days } = await readValid(request, shareRequestSchema, bodyLimits.adminChange);
    return answering(() => {
      const { token, ...share } = sharePage(slug, days);
      return json({ share, path: sharePath(token) }, 201);
    });
  }
  if (request.method === "DELETE") {
    return answering(() => {
      revokePageShare(slug);
      return new Response(null, { status: 204 });
    });
  }
  return methodNotAllowed("GET, POST, DELETE");
}
