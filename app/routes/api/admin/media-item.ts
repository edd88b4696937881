/**
 * One media item (docs/product.md#entities; docs/product.md#media). Every call needs the admin session (else 401); an unknown id is 404.
 *
 * GET    /api/admin/media/:id  200 { media: MediaItem, usedOn: { slug, title }[] }: the pages whose draft or
 *        published sections show the image, so deleting it can warn and name them first.
 * PATCH  /api/admin/media/:id  JSON { alt?, name?, focalPoint?: { x, y }, revision } (trimmed; name 1-200
 *        characters, alt up to 500; the focal point in percent of the width and height, 0-100, decision 167)
 *        200 { media: MediaItem } saved as revision `revision + 1`; 400 { error } when a value is not
 *        acceptable; 409 { error, current: { media } } when `revision` is not the item's latest, and
 *        nothing is written. 400 also when neither is given, or when the body names
 *        anything else.
 * DELETE /api/admin/media/:id  204; the item moves to the trash (docs/product.md#media): its files stay, so pages
 *        still showing it do, and it can be restored for 30 days (/api/admin/media-trash).
 */
import { bodyLimits } from "~/lib/body-limits";
import { json, readBody } from "~/lib/http";
import { type MediaItem, mediaPatchSchema, type MediaUse } from "~/lib/media/media-item";
import { requireAdmin } from "~/server/auth.server";
import { getMedia, MediaConflictError, mediaUsedOn, trashMedia, updateMedia } from "~/server/media/media.server";
import { purgeMediaTrash } from "~/server/media/media-trash.server";
import { methodNotAllowed } from "~/server/route-methods.server";

import type { Route } from "./+types/media-item";

const notFound = () => json({ error: "This image is no longer in the media library." }, 404);
const nothingToChange = () =>
  json({ error: "Send a new name, alt text or focal point (name, alt, focalPoint) to change." }, 400);
/** Only the name, the alt text and the focal point can change; a key the library does not know is a mistake worth saying. */
const changeSchema = mediaPatchSchema.strict();

export function loader({ request, params }: Route.LoaderArgs) {
  requireAdmin(request);
  const media = getMedia(params.id);
  if (!media) return notFound();
  return json({ media, usedOn: mediaUsedOn(media.url) } satisfies { media: MediaItem; usedOn: MediaUse[] });
}

export async function action({ request, params }: Route.ActionArgs) {
  requireAdmin(request);
  if (request.method === "DELETE") {
    if (!trashMedia(params.id)) return notFound();
    await purgeMediaTrash();
    return new Response(null, { status: 204 });
  }
  if (request.method !== "PATCH") return methodNotAllowed("GET, PATCH, DELETE");
  const parsed = changeSchema.safeParse(await readBody(request, bodyLimits.adminChange));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return issue?.code === "unrecognized_keys"
      ? nothingToChange()
      : json({ error: issue?.message ?? "Please check the values." }, 400);
  }
  const { alt, name, focalPoint } = parsed.data;
  if (alt === undefined && name === undefined && focalPoint === undefined) return nothingToChange();
  try {
    const media = updateMedia(params.id, parsed.data);
    return media ? json({ media } satisfies { media: MediaItem }) : notFound();
  } catch (error) {
    if (error instanceof MediaConflictError)
      return json({ error: error.message, current: { media: error.current } }, 409);
    throw error;
  }
}
