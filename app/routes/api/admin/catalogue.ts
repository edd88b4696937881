/**
 * /api/admin/catalogue: the catalogue's draft for the Products screen. Every request needs an admin session (401).
 *
 * GET → 200 { catalogue, status } the draft (series, models with finishes and sizes) and
 *       status { draftRevision, publishedRevision, publishedAt, hasUnpublishedChanges }.
 */
import { json } from "~/lib/http";
import { requireAdmin } from "~/server/auth.server";
import { catalogueStatus, draftCatalogue } from "~/server/catalogue/catalogue.server";
import { adminMethodsOnly } from "~/server/route-methods.server";

import type { Route } from "./+types/catalogue";

export function loader({ request }: Route.LoaderArgs) {
  requireAdmin(request);
  return json({ catalogue: draftCatalogue(), status: catalogueStatus() });
}

/** Every other method: 401 without a session, else 405. */
export const action = adminMethodsOnly("GET, HEAD");
