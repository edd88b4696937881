/**
 * /api/admin/pages/:slug/duplicate: 'Duplicate' (decision 163). Needs an admin session (401); unknown slugs answer 404.
 *
 * POST {} → 201 { page } a new unpublished page titled 'Copy of …' at a free address (about-copy, about-copy-2, …),
 *           with a copy of the draft's sections.
 */
import { bodyLimits } from "~/lib/body-limits";
import { json } from "~/lib/http";
import { slugFromUrl } from "~/lib/page-url";
import { z } from "~/lib/zod";
import { requireAdmin } from "~/server/auth.server";
import { duplicatePage } from "~/server/pages/duplicate.server";
import { answering, readValid } from "~/server/pages/requests.server";
import { adminMethodsOnly, methodNotAllowed } from "~/server/route-methods.server";

import type { Route } from "./+types/page-duplicate";

export async function action({ request, params }: Route.ActionArgs) {
  requireAdmin(request);
  if (request.method !== "POST") return methodNotAllowed("POST");
  await readValid(request, z.object({}), bodyLimits.adminChange);
  return answering(() => json({ page: duplicatePage(slugFromUrl(params.slug)) }, 201));
}

/** Every other method: 401 without a session, else 405. */
export const loader = adminMethodsOnly("POST");
