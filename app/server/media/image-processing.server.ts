import type { Sharp } from "sharp";
import type { MediaType } from "~/lib/media/media-item";
import { type VariantFormat, variantFormats, variantWidthsFor } from "~/lib/media/media-variants";

let library: Promise<typeof import("sharp").default> | undefined;

/** libvips loads with the first upload, not at start: a server that only serves pages stays about 20 MB smaller. */
function loadSharp() {
  library ??= import("sharp").then(({ default: sharp }) => {
    // Each upload is decoded once; libvips' operation cache would only hold on to memory between uploads.
    sharp.cache(false);
    // One libvips thread per operation: an upload then leaves a core to the pages being served.
    sharp.concurrency(1);
    return sharp;
  });
  return library;
}

/** Larger pictures are refused before decoding: a small file can claim a huge canvas. */
export const maxImagePixels = 50_000_000;
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
  /** As displayed, after the camera's orientation is applied. */
  width: number;
  height: number;
  /** Empty for SVG and animated images, which are served as they are. */
  variants: RenderedVariant[];
}

/** Why the bytes cannot be used although their signature looked right. */
export class UnreadableImage extends Error {
  constructor(readonly reason: "unreadable" | "too-many-pixels" | "too-long-side") {
    super(reason);
  }
}

async function readMetadata(bytes: Buffer, type: MediaType) {
  const sharp = await loadSharp();
  try {
    const metadata = await sharp(bytes, { limitInputPixels: maxImagePixels }).metadata();
    if (metadata.format !== decoders[type] || !metadata.width || !metadata.height)
      throw new Error(`decoded as ${metadata.format}`);
    // The header's own word, read without decoding: refused before any pixel is.
    if (metadata.width * metadata.height > maxImagePixels) {
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
 * Checks that the image decodes as the type its bytes claim and renders its WebP and AVIF variants:
 * decoded and oriented once at the largest variant width, then every width and format encoded in parallel.
 */
export async function processImage(bytes: Buffer, type: MediaType): Promise<ProcessedImage> {
  const metadata = await readMetadata(bytes, type);
  const { width, height } = metadata.autoOrient;
  const animated = (metadata.pages ?? 1) > 1 && type !== "image/avif";
  if (type === "image/svg+xml" || animated) return { width, height, variants: [] };
  const widths = variantWidthsFor(width);
  const sharp = await loadSharp();
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: maxImagePixels })
      .autoOrient()
      .resize({ width: widths.at(-1), withoutEnlargement: true })
      .toColourspace("srgb")
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
    const decoded = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const jobs = widths.flatMap((variantWidth) =>
      variantFormats.map((format) => async (): Promise<RenderedVariant> => {
        const resized = variantWidth === info.width ? decoded() : decoded().resize({ width: variantWidth });
        return { format, width: variantWidth, data: await encoders[format](resized).toBuffer() };
      }),
    );
    return { width, height, variants: await inTurns(jobs, parallelEncodes) };
  } catch {
    throw new UnreadableImage("unreadable");
  }
}
