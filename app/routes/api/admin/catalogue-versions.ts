/**
 * /api/admin/catalogue/versions: the catalogue's versions, one per publish, newest first. Admin session (401).
 *
 * GET → 200 { versions: [{ number, publishedAt, changes, summary }] }; `summary` says what changed in a sentence
 *       ("Flusso Vertical: 3 sizes changed"), `changes` model by model (app/lib/catalogue/catalogue-changes.ts).
 */
import { json } from "~/lib/http";
import { requireAdmin } from "~/server/auth.server";
import { listCatalogueVersions } from "~/server/catalogue/catalogue-versions.server";
import { adminMethodsOnly } from "~/server/route-methods.server";

import type { Route } from "./+types/catalogue-versions";

export function loader({ request }: Route.LoaderArgs) {
  requireAdmin(request);
  return json({ versions: listCatalogueVersions() });
}

/** Every other method: 401 without a session, else 405. */
export const action = adminMethodsOnly("GET, HEAD");
