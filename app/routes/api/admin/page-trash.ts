/**
 * Deleted pages (docs/product.md#trash). Admin session (401).
 *
 * GET /api/admin/page-trash  200 { pages: TrashedPage[] }: most recently deleted first, with their kept versions.
 */
import { json } from "~/lib/http";
import type { TrashedPage } from "~/lib/page-model";
import { requireAdmin } from "~/server/auth.server";
import { trashedPages } from "~/server/pages/trash.server";
import { adminMethodsOnly } from "~/server/route-methods.server";

import type { Route } from "./+types/page-trash";

export function loader({ request }: Route.LoaderArgs) {
  requireAdmin(request);
  return json({ pages: trashedPages() } satisfies { pages: TrashedPage[] });
}

/** Every other method: 401 without a session, else 405. */
export const action = adminMethodsOnly("GET, HEAD");
