/**
 * The media trash (docs/product.md#media). Admin session (401).
 *
 * GET /api/admin/media-trash  200 { media: TrashedMedia[] }: most recently deleted first, each with what still
 *     shows it (pages, kept page versions, catalogue finishes), which keeps it from being deleted for good.
 */
import { json } from "~/lib/http";
import type { TrashedMedia } from "~/lib/media/media-item";
import { requireAdmin } from "~/server/auth.server";
import { mediaNeeds, trashedMedia } from "~/server/media/media-trash.server";
import { adminMethodsOnly } from "~/server/route-methods.server";

import type { Route } from "./+types/media-trash";

export function loader({ request }: Route.LoaderArgs) {
  requireAdmin(request);
  const media = trashedMedia().map((item) => ({ ...item, neededBy: mediaNeeds(item.id, item.url) }));
  return json({ media } satisfies { media: TrashedMedia[] });
}

/** Every other method: 401 without a session, else 405. */
export const action = adminMethodsOnly("GET, HEAD");
