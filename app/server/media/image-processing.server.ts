import type { Metadata, Sharp } from "sharp";

import { maxUploadMegapixels, type MediaType } from "~/lib/media/media-item";
import { type VariantFormat, variantFormats, variantWidthsFor } from "~/lib/media/media-variants";

import { loadSharp } from "./load-sharp.server";
import { encodeOriginal } from "./original-image.server";

/** Larger pictures are refused before decoding: a small file can claim a huge canvas. */
export const maxImagePixels = maxUploadMegapixels * 1_000_000;
/**
 * Longer sides are refused before decoding too: WebP cannot hold them, and a 1 x 49,000,000 picture under
 * the pixel limit costs tens of seconds of decoding.
 */
export const maxImageSide = 16_383;
/** Variants encoded at once: two of the four worker threads stay free for files, hashes and pages. */
const parallelEncodes = 2;

/** Quick encoders: a 5 MB photo, with every variant, is ready in well under three seconds. */
const encoders = {
  avif: (image: Sharp) => image.avif({ quality: 55, effort: 2, chromaSubsampling: "4:2:0" }),
  webp: (image: Sharp) => image.webp({ quality: 80, effort: 4, smartSubsample: true }),
} satisfies Record<VariantFormat, (image: Sharp) => Sharp>;

/** The libvips decoder that must agree with the type read from the bytes. */
const decoders: Record<MediaType, string> = {
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
  "image/avif": "heif",
  "image/svg+xml": "svg",
};

export interface RenderedVariant {
  format: VariantFormat;
  width: number;
  data: Buffer;
}

export interface ProcessedImage {
  /** As stored and displayed: after the camera's orientation is applied, at most `storedLongSide` long. */
  width: number;
  height: number;
  /** The file served as the original: an SVG as uploaded, a raster picture encoded again (encodeOriginal). */
  original: Buffer;
  /** Empty for SVG and animated images, which are served as they are. */
  variants: RenderedVariant[];
}

/** Why the bytes cannot be used although their signature looked right. */
export class UnreadableImage extends Error {
  constructor(readonly reason: "unreadable" | "too-many-pixels" | "too-long-side") {
    super(reason);
  }
}

/** AVIF's further pictures are alternatives (or a sequence libvips reads as one picture), never frames to keep. */
const isAnimated = ({ pages = 1 }: Metadata, type: MediaType) => pages > 1 && type !== "image/avif";

async function readMetadata(bytes: Buffer, type: MediaType) {
  const sharp = await loadSharp();
  try {
    const metadata = await sharp(bytes, { limitInputPixels: maxImagePixels }).metadata();
    if (metadata.format !== decoders[type] || !metadata.width || !metadata.height)
      throw new Error(`decoded as ${metadata.format}`);
    // The header's own word, read without decoding: refused before any pixel is. An animation counts every frame.
    if (metadata.width * metadata.height * (isAnimated(metadata, type) ? metadata.pages! : 1) > maxImagePixels) {
      throw new UnreadableImage("too-many-pixels");
    }
    if (Math.max(metadata.width, metadata.height) > maxImageSide) throw new UnreadableImage("too-long-side");
    return metadata;
  } catch (error) {
    if (error instanceof UnreadableImage) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new UnreadableImage("too-many-pixels");
    throw new UnreadableImage("unreadable");
  }
}

/** Runs the jobs at most `width` at a time, keeping their order in the result. */
async function inTurns<T>(jobs: (() => Promise<T>)[], width: number): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  const lane = async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await jobs[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, jobs.length) }, lane));
  return results;
}

/**
 * The colour profile every variant carries: the picture's own when WebP and AVIF can hold its colours (RGB),
 * else the picture is converted to sRGB and carries that profile.
 */
const withProfile = (image: Sharp, { space }: Metadata) =>
  space === "srgb" || space === "rgb16" ? image.keepIccProfile() : image.withIccProfile("srgb");

/**
 * The WebP and AVIF variants: decoded and oriented once at the largest variant width (kept uncompressed, with
 * its colour profile), then every width and format encoded from that.
 */
async function renderVariants(bytes: Buffer, metadata: Metadata, storedWidth: number): Promise<RenderedVariant[]> {
  const sharp = await loadSharp();
  const widths = variantWidthsFor(storedWidth);
  const largest = await withProfile(
    sharp(bytes, { limitInputPixels: maxImagePixels })
      .autoOrient()
      .resize({ width: widths.at(-1), withoutEnlargement: true }),
    metadata,
  )
    .tiff({ compression: "none" })
    .toBuffer();
  const jobs = widths.flatMap((width) =>
    variantFormats.map((format) => async (): Promise<RenderedVariant> => {
      const resized = sharp(largest).resize({ width, withoutEnlargement: true }).keepIccProfile();
      return { format, width, data: await encoders[format](resized).toBuffer() };
    }),
  );
  return inTurns(jobs, parallelEncodes);
}

/**
 * Checks that the image decodes as the type its bytes claim, encodes the original again upright, at most
 * 2,560 px long and without its metadata (decision 166), and renders its WebP and AVIF variants. SVG is kept as it is, animated pictures get no variants.
 */
export async function processImage(bytes: Buffer, type: MediaType): Promise<ProcessedImage> {
  const metadata = await readMetadata(bytes, type);
  const animated = isAnimated(metadata, type);
  if (type === "image/svg+xml")
    return { width: metadata.width, height: metadata.height, original: bytes, variants: [] };
  try {
    const original = await encodeOriginal(bytes, type, metadata, { animated, limitInputPixels: maxImagePixels });
    // Animations are kept as drawn; a still picture is stored upright and at most `storedLongSide` long.
    const { width, height } = animated ? metadata : await (await loadSharp())(original).metadata();
    return { width, height, original, variants: animated ? [] : await renderVariants(bytes, metadata, width) };
  } catch {
    throw new UnreadableImage("unreadable");
  }
}
