import { createHash, randomUUID } from "node:crypto";

import { detectImageType } from "~/lib/media/file-type";
import {
  acceptedUploadsText,
  maxUploadBytes,
  maxUploadFiles,
  maxUploadLabel,
  type MediaItem,
  type MediaType,
  notAnImageMessage,
  type UploadType,
} from "~/lib/media/media-item";
import { originalFileName, variantFileName } from "~/lib/media/media-variants";
import { cleanText } from "~/lib/plain-text";

import { heicToJpeg } from "./heic-image.server";
import {
  maxImagePixels,
  maxImageSide,
  type ProcessedImage,
  processImage,
  UnreadableImage,
} from "./image-processing.server";
import { forgetMedia, insertMedia, type NewMedia, type StoredVariant } from "./media.server";
import { FileBatch } from "./media-files.server";
import { svgHazard, UnreadableSvg } from "./svg-safety.server";

/** An upload the library will not take, with the message the administrator sees and its HTTP status. */
export class UploadRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface IncomingImage {
  name: string;
  bytes: Buffer;
  alt?: string;
  /** Variants rendered already (the project's own imagery comes with them), so none are encoded again. */
  prepared?: ProcessedImage;
}

const extensions: Record<MediaType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
  "image/avif": "avif",
  "image/svg+xml": "svg",
};

/** The file's own name without any folder a browser might send, kept short; it is what search matches. */
/**
 * The file's own name, without folders, as one line of plain text (lib/plain-text), cut at 200 characters counted
 * whole, so a cut never leaves half of one.
 */
function displayName(name: string): string {
  const characters = Array.from(cleanText(name.split(/[\\/]/).pop() ?? "", "line").trim());
  return characters.slice(0, 200).join("").trim() || "Untitled image";
}

const unreadable = (name: string) =>
  new UploadRefused(
    `"${name}" could not be read as an image. It may be damaged; please export it again. ${acceptedUploadsText}`,
    415,
  );

function readableSvgHazard(name: string, bytes: Buffer): string | null {
  try {
    return svgHazard(bytes.toString("utf8"));
  } catch (error) {
    if (error instanceof UnreadableSvg) throw unreadable(name);
    throw error;
  }
}

function checkImage({ name, bytes }: IncomingImage): UploadType {
  if (bytes.length === 0) throw new UploadRefused(`"${name}" is empty. Please choose another file.`, 400);
  if (bytes.length > maxUploadBytes) {
    throw new UploadRefused(
      `"${name}" is larger than ${maxUploadLabel}. Please choose a smaller image. ${acceptedUploadsText}`,
      413,
    );
  }
  const type = detectImageType(bytes);
  if (!type) throw new UploadRefused(notAnImageMessage(name), 415);
  if (type === "image/svg+xml") {
    const hazard = readableSvgHazard(name, bytes);
    if (hazard) {
      throw new UploadRefused(
        `"${name}" contains ${hazard}, which SVG images on this site may not have. Please save it again without scripts, event handlers, embedded content or links to other files.`,
        422,
      );
    }
  }
  return type;
}

/** The picture as stored: a HEIC photo becomes a JPEG (decision 166), every other type stays itself. */
async function processOrRefuse(image: IncomingImage, type: UploadType): Promise<ProcessedImage & { type: MediaType }> {
  try {
    if (type !== "image/heic") return { ...(await processImage(image.bytes, type)), type };
    return { ...(await processImage(await heicToJpeg(image.bytes), "image/jpeg")), type: "image/jpeg" };
  } catch (error) {
    if (!(error instanceof UnreadableImage)) throw error;
    if (error.reason === "too-many-pixels") {
      throw new UploadRefused(
        `"${image.name}" has more than ${maxImagePixels / 1_000_000} million pixels. Please resize it and try again. ${acceptedUploadsText}`,
        422,
      );
    }
    if (error.reason === "too-long-side") {
      throw new UploadRefused(
        `"${image.name}" is more than ${maxImageSide.toLocaleString("en-GB")} pixels wide or high. Please resize it and try again.`,
        422,
      );
    }
    throw unreadable(image.name);
  }
}

/** Renders the image's original and variants and stages them under names hashed from the stored original. */
async function stageImage(image: IncomingImage, uploadType: UploadType, batch: FileBatch): Promise<NewMedia> {
  const { width, height, original, variants, type } = image.prepared
    ? { ...image.prepared, type: uploadType as MediaType }
    : await processOrRefuse(image, uploadType);
  const hash = createHash("sha256").update(original).digest("hex").slice(0, 20);
  const largest = variants.length > 0 ? Math.max(...variants.map((variant) => variant.width)) : null;
  const file = originalFileName(hash, extensions[type], largest);
  await batch.stage(file, original);
  const stored: StoredVariant[] = [];
  for (const variant of variants) {
    const variantFile = variantFileName(hash, variant.width, variant.format);
    await batch.stage(variantFile, variant.data);
    stored.push({ format: variant.format, width: variant.width, file: variantFile });
  }
  return {
    id: randomUUID(),
    name: image.name,
    file,
    type,
    size: original.length,
    width,
    height,
    alt: image.alt ?? "",
    variants: stored,
  };
}

/**
 * Adds images to the library, all or none (docs/product.md#media): every file is checked first (type from
 * its bytes, size, SVG safety), then processed and written aside, and only kept once all of them are
 * ready and the request is still there. The rows commit before the files are moved into the served
 * folder, so even a crash never leaves a served file that no row names. Any failure, or an abort of
 * `signal`, leaves nothing behind.
 */
export async function addMedia(incoming: readonly IncomingImage[], signal?: AbortSignal): Promise<MediaItem[]> {
  if (incoming.length === 0) throw new UploadRefused("Please choose an image to upload.", 400);
  if (incoming.length > maxUploadFiles) {
    throw new UploadRefused(`Please upload at most ${maxUploadFiles} images at a time.`, 400);
  }
  const images = incoming.map((image) => ({ ...image, name: displayName(image.name) }));
  const types = images.map(checkImage);
  const batch = new FileBatch();
  try {
    const items: NewMedia[] = [];
    for (const [index, image] of images.entries()) items.push(await stageImage(image, types[index]!, batch));
    if (signal?.aborted) throw new UploadRefused("The upload was cancelled.", 400);
    const added = insertMedia(items);
    try {
      await batch.place();
    } catch (error) {
      forgetMedia(added.map((item) => item.id));
      throw error;
    }
    return added;
  } catch (error) {
    await batch.discard();
    throw error;
  }
}
