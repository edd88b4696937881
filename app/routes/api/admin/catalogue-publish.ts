/**
 * /api/admin/catalogue/publish: the draft catalogue becomes what visitors see, in one transaction; model pages,
 * collection pages and spec sheets follow at once, and a catalogue version is kept. Admin session (401).
 *
 * POST {} → 200 { status }; a draft unchanged since the last publish publishes nothing and keeps no version.
 */
import { bodyLimits } from "~/lib/body-limits";
import { json, readBody } from "~/lib/http";
import { requireAdmin } from "~/server/auth.server";
import { publishCatalogue } from "~/server/catalogue/catalogue.server";
import { adminMethodsOnly, methodNotAllowed } from "~/server/route-methods.server";

import type { Route } from "./+types/catalogue-publish";

export async function action({ request }: Route.ActionArgs) {
  requireAdmin(request);
  if (request.method !== "POST") return methodNotAllowed("POST");
  await readBody(request, bodyLimits.adminChange);
  return json({ status: publishCatalogue() });
}

/** Every other method: 401 without a session, else 405. */
export const loader = adminMethodsOnly("POST");
