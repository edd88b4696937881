/**
 * /api/admin/catalogue/models/:id: saves one model's draft (text, finishes, sizes) whole. Admin session (401).
 *
 * PUT { model } → 200 { model, status }; 400 { error, problems: [{ path, message }] } naming each bad field
 *                 (e.g. path ["sizes", 3, "height"]) and saving nothing; 404 for a model that does not exist.
 */
import { bodyLimits } from "~/lib/body-limits";
import { json } from "~/lib/http";
import { z } from "~/lib/zod";
import { requireAdmin } from "~/server/auth.server";
import { CatalogueRuleError, catalogueStatus, saveModelDraft } from "~/server/catalogue/catalogue.server";
import { readValid } from "~/server/pages/requests.server";
import { adminMethodsOnly, methodNotAllowed } from "~/server/route-methods.server";

import type { Route } from "./+types/catalogue-model";

/** The model itself is checked by the catalogue's schema, which names every bad row. */
const bodySchema = z.object({ model: z.unknown() });

export async function action({ request, params }: Route.ActionArgs) {
  requireAdmin(request);
  if (request.method !== "PUT") return methodNotAllowed("PUT");
  const { model } = await readValid(request, bodySchema, bodyLimits.adminDocument);
  try {
    return json({ model: saveModelDraft(params.id, model), status: catalogueStatus() });
  } catch (error) {
    if (error instanceof CatalogueRuleError)
      return json({ error: error.message, problems: error.problems }, error.status);
    throw error;
  }
}

/** Every other method: 401 without a session, else 405. */
export const loader = adminMethodsOnly("PUT");
