/**
 * /api/admin/catalogue/fittings: saves the catalogue's valves, brackets and electric parts (with their prices) as a
 * draft, whole. Admin session (401).
 *
 * PUT { fittings } → 200 { fittings, status }; 400 { error, problems: [{ path, message }] } naming each bad field
 *                    (e.g. path [2, "price"]) and saving nothing.
 */
import { bodyLimits } from "~/lib/body-limits";
import { json } from "~/lib/http";
import { z } from "~/lib/zod";
import { requireAdmin } from "~/server/auth.server";
import { CatalogueRuleError, catalogueStatus, saveFittingsDraft } from "~/server/catalogue/catalogue.server";
import { readValid } from "~/server/pages/requests.server";
import { adminMethodsOnly, methodNotAllowed } from "~/server/route-methods.server";

import type { Route } from "./+types/catalogue-fittings";

/** The fittings themselves are checked by the catalogue's schema, which names every bad row. */
const bodySchema = z.object({ fittings: z.unknown() });

export async function action({ request }: Route.ActionArgs) {
  requireAdmin(request);
  if (request.method !== "PUT") return methodNotAllowed("PUT");
  const { fittings } = await readValid(request, bodySchema, bodyLimits.adminDocument);
  try {
    return json({ fittings: saveFittingsDraft(fittings), status: catalogueStatus() });
  } catch (error) {
    if (error instanceof CatalogueRuleError)
      return json({ error: error.message, problems: error.problems }, error.status);
    throw error;
  }
}

/** Every other method: 401 without a session, else 405. */
export const loader = adminMethodsOnly("PUT");
