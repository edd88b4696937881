/**
 * /api/admin/catalogue/versions/:number: restores one version of the catalogue. Admin session (401).
 *
 * POST {} → 200 { catalogue, status } (as GET /api/admin/catalogue): the version's whole catalogue becomes the
 *           draft, as a new draft revision; what visitors see changes only when the draft is published.
 *           404 when the version is not kept; 400 when its figures break today's rules.
 */
import { bodyLimits } from "~/lib/body-limits";
import { json } from "~/lib/http";
import { z } from "~/lib/zod";
import { requireAdmin } from "~/server/auth.server";
import { CatalogueRuleError, catalogueStatus, restoreCatalogueVersion } from "~/server/catalogue/catalogue.server";
import { catalogueVersionNotFoundMessage } from "~/server/catalogue/catalogue-versions.server";
import { readValid, versionNumber } from "~/server/pages/requests.server";
import { adminMethodsOnly, methodNotAllowed } from "~/server/route-methods.server";

import type { Route } from "./+types/catalogue-version";

const restoreSchema = z.object({}).strict();

export async function action({ request, params }: Route.ActionArgs) {
  requireAdmin(request);
  if (request.method !== "POST") return methodNotAllowed("POST");
  await readValid(request, restoreSchema, bodyLimits.adminChange);
  const number = versionNumber(params.number);
  if (number === null) return json({ error: catalogueVersionNotFoundMessage }, 404);
  try {
    return json({ catalogue: restoreCatalogueVersion(number), status: catalogueStatus() });
  } catch (error) {
    if (error instanceof CatalogueRuleError) return json({ error: error.message }, error.status);
    throw error;
  }
}

/** Every other method: 401 without a session, else 405. */
export const loader = adminMethodsOnly("POST");
