import { bodyLimits } from "~/lib/body-limits";
/**
 * /api/admin/redirects/:id (docs/product.md#redirects). Every request needs an admin session (401).
 *
 * PUT { fromPath, pageId | url, status, confirmExternal? } → 200 { redirect }, with the rules of POST
 *        /api/admin/redirects; 404 { error } when there is no such redirect.
 * DELETE → 204; 404 { error } when there is no such redirect. Any other method → 405.
 */
import { json } from "~/lib/http";
import { redirectInputSchema, redirectMessages } from "~/lib/redirect-rules";
import { requireAdmin } from "~/server/auth.server";
import { answering, readValid } from "~/server/pages/requests.server";
import { removeRedirect, updateRedirect } from "~/server/redirects.server";
import { adminMethodsOnly, methodNotAllowed } from "~/server/route-methods.server";

import type { Route } from "./+types/redirect";

const notFound = () => json({ error: redirectMessages.notFound }, 404);

export async function action({ request, params }: Route.ActionArgs) {
  requireAdmin(request);
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) return notFound();
  if (request.method === "DELETE") return removeRedirect(id) ? new Response(null, { status: 204 }) : notFound();
  if (request.method !== "PUT") return methodNotAllowed("PUT, DELETE");
  const input = await readValid(request, redirectInputSchema, bodyLimits.adminChange);
  return answering(() => json({ redirect: updateRedirect(id, input, new URL(request.url).origin) }));
}

/** Every other method: 401 without a session, else 405. */
export const loader = adminMethodsOnly("PUT, DELETE");
