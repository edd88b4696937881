import { maxUploadMegapixels, storedLongSide } from "~/lib/media/media-item";
import { UnreadableImage } from "./image-processing.server";
import { loadSharp } from "./load-sharp.server";

/** What `decode.all` gives: its images' sizes are read from the header, before any is decoded. */
type HeicImages = {
  width: number;
  height: number;
  decode: () => Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
}[] & { dispose: () => void };

let decoder: Promise<typeof import("heic-decode")> | undefined;

/** libheif (WebAssembly, a few MB) loads with the first HEIC photo, not at start. */
const loadDecoder = () => (decoder ??= import("heic-decode").then((module) => module.default));

/**
 * A phone's HEIC/HEIF photo as a JPEG the library then takes like any other (decision 166). libvips cannot
 * decode HEVC, so libheif (WebAssembly, from npm) does; it turns the picture upright as the file says. The
 * size is read from the header first, so a picture over the pixel limit is refused before it is decoded. The
 * JPEG is scaled to the stored size here already, and carries no metadata at all.
 */
export async function heicToJpeg(bytes: Buffer): Promise<Buffer> {
  const decode = await loadDecoder();
  let images: HeicImages;
  try {
    // The package's types leave out what its code gives: each image's size, and `dispose`.
    images = (await decode.all({ buffer: bytes })) as HeicImages;
  } catch {
    throw new UnreadableImage("unreadable");
  }
  try {
    const primary = images[0];
    if (!primary) throw new UnreadableImage("unreadable");
    if (primary.width * primary.height > maxUploadMegapixels * 1_000_000) throw new UnreadableImage("too-many-pixels");
    const { width, height, data } = await primary.decode().catch(() => {
      throw new UnreadableImage("unreadable");
    });
    const sharp = await loadSharp();
    return await sharp(data, { raw: { width, height, channels: 4 } })
      .resize({ width: storedLongSide, height: storedLongSide, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 95 })
      .toBuffer();
  } finally {
    images.dispose();
  }
}
