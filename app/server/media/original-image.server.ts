import type { Metadata, Sharp } from "sharp";

import { type MediaType, storedLongSide } from "~/lib/media/media-item";

import { loadSharp } from "./load-sharp.server";

type RasterType = Exclude<MediaType, "image/svg+xml">;

/** Whether a WebP's (first) picture is lossless: its picture chunk is VP8L rather than VP8. */
function isLosslessWebp(bytes: Buffer): boolean {
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const chunk = bytes.toString("latin1", offset, offset + 4);
    if (chunk === "VP8L") return true;
    if (chunk === "VP8 ") return false;
    // An animation frame's own chunks follow its 16-byte header.
    offset += chunk === "ANMF" ? 8 + 16 : 8 + ((bytes.readUInt32LE(offset + 4) + 1) & ~1);
  }
  return false;
}

/** Each format written again as itself, close to the upload: lossless stays lossless, a palette stays a palette. */
const encoders: Record<RasterType, (image: Sharp, bytes: Buffer, metadata: Metadata) => Sharp> = {
  "image/jpeg": (image) => image.jpeg({ quality: 90 }),
  "image/png": (image, _, metadata) => image.png({ palette: metadata.isPalette }),
  "image/gif": (image) => image.gif(),
  "image/webp": (image, bytes) => image.webp(isLosslessWebp(bytes) ? { lossless: true } : { quality: 90 }),
  "image/avif": (image) => image.avif({ quality: 70, effort: 2 }),
};

/**
 * The upload as the site stores and serves it (decisions 064, 166): in its own format, at most 2,560 px long (a
 * phone photo of 50 megapixels is of no use larger on a web page and would cost its visitors), turned upright
 * by its orientation tag, with its colour profile and nothing else: no EXIF (camera, GPS position), XMP or
 * IPTC. Animated pictures keep every frame, their timing and their loop count, and are not turned.
 */
export async function encodeOriginal(
  bytes: Buffer,
  type: RasterType,
  metadata: Metadata,
  options: { animated: boolean; limitInputPixels: number },
): Promise<Buffer> {
  const sharp = await loadSharp();
  const decoded = sharp(bytes, options);
  // libvips cannot turn an animation; animations are kept as drawn (cameras write no animated files).
  const image = (
    options.animated
      ? decoded
      : decoded
          .autoOrient()
          .resize({ width: storedLongSide, height: storedLongSide, fit: "inside", withoutEnlargement: true })
  ).keepIccProfile();
  return encoders[type](image, bytes, metadata).toBuffer();
}
