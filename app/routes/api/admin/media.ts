/**
 * The media library API (docs/product.md#routes, #entities, #validation; docs/product.md#media). Every call needs the admin session (else 401).
 *
 * GET  /api/admin/media?search=text
 *      200 { media: MediaItem[] }, newest first; `search` keeps images whose name or alt text contains it, ignoring case.
 *      A new, empty library first receives the three sample items (docs/product.md#entities).
 * POST /api/admin/media   multipart/form-data, field "file" (repeat it for up to 10 images)
 *      201 { media: MediaItem[] }, the new items in upload order. All or nothing: refused with
 *      { error } naming the file: 400 no file, empty file, too many files or a broken-off body;
 *      413 a file over 25 MB or a body over 50 MB plus a tenth (from Content-Length, or counted as it arrives);
 *      415 not a JPEG, PNG, GIF, WebP, AVIF, HEIC or SVG by its bytes, or unreadable; 422 an unsafe SVG, or
 *      an image whose header declares more than 60 million pixels or a side over 16,383 pixels.
 *      A still picture is stored upright and at most 2,560 px long; a HEIC photo as a JPEG (decision 166).
 *
 * MediaItem: { id, name, url, uploadDate, size, type, width, height, alt, focalPoint: { x, y }, revision,
 *   variants: { format, width, url }[] }
 * (app/lib/media/media-item.ts); `type` is the MIME type read from the bytes, `size` in bytes.
 */
import { json } from "~/lib/http";
import type { MediaItem } from "~/lib/media/media-item";
import { requireAdmin } from "~/server/auth.server";
import { addMedia, UploadRefused } from "~/server/media/add-media.server";
import { listMedia } from "~/server/media/media.server";
import { readUploadFiles } from "~/server/media/upload-form.server";
import { methodNotAllowed } from "~/server/route-methods.server";

import type { Route } from "./+types/media";

export async function loader({ request }: Route.LoaderArgs) {
  requireAdmin(request);
  const search = new URL(request.url).searchParams.get("search") ?? "";
  return json({ media: listMedia(search) } satisfies { media: MediaItem[] });
}

export async function action({ request }: Route.ActionArgs) {
  requireAdmin(request);
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  try {
    const images = await readUploadFiles(request);
    return json({ media: await addMedia(images, request.signal) } satisfies { media: MediaItem[] }, 201);
  } catch (error) {
    if (error instanceof UploadRefused) return json({ error: error.message }, error.status);
    throw error;
  }
}
