import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { galleryImages } from "~/content/images";
import { type Picture, pictureSrc } from "~/content/picture";
import { variantFormats, variantWidthsFor } from "~/lib/media/media-variants";

import { addMedia, type IncomingImage } from "./add-media.server";
import type { ProcessedImage } from "./image-processing.server";
import { mediaCount } from "./media.server";
import { mediaDir } from "./media-files.server";

/** docs/product.md#entities: three sample items, from the project's own imagery (docs/product.md#imagery): a radiator, a column radiator, a towel rail. */
const sampleIds = [
  "gallery-retto-horizontal-anthracite-living",
  "gallery-augusto-3-anthracite-living",
  "gallery-breva-anthracite-bathroom",
] as const;

/**
 * Written once the library has been filled (or found filled), so samples come only to a new library: an
 * administrator who later deletes every image gets the empty library they asked for.
 */
const markerFile = () => path.join(mediaDir(), ".samples-added");

/** public/img in development; build/client/img once built. Found upwards from this module, wherever it is bundled. */
export function findImageFolder(fileName: string): string | null {
  let folder = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    for (const candidate of ["public/img", "build/client/img", "client/img"]) {
      if (existsSync(path.join(folder, candidate, fileName))) return path.join(folder, candidate);
    }
    const parent = path.dirname(folder);
    if (parent === folder) return null;
    folder = parent;
  }
}

const fileOf = (picture: Picture, width: number, format: "avif" | "webp") =>
  pictureSrc(picture, width, format).slice("/img/".length);

/**
 * The picture's largest WebP, with the catalogue's own renditions as its variants when they are the
 * widths the library uses: the samples then cost no encoding, and the first visit to the library is quick.
 */
async function sampleOf(picture: Picture, folder: string): Promise<IncomingImage> {
  const largest = picture.widths.at(-1)!;
  const bytes = await readFile(path.join(folder, fileOf(picture, largest, "webp")));
  const widths = variantWidthsFor(picture.width);
  let prepared: ProcessedImage | undefined;
  if (widths.every((width) => picture.widths.includes(width))) {
    const variants = widths.flatMap((width) => variantFormats.map((format) => ({ width, format })));
    prepared = {
      width: picture.width,
      height: picture.height,
      original: bytes,
      variants: await Promise.all(
        variants.map(async ({ width, format }) => ({
          width,
          format,
          data: await readFile(path.join(folder, fileOf(picture, width, format))),
        })),
      ),
    };
  }
  return { name: `${picture.id.replace(/^gallery-/, "")}.webp`, bytes, alt: picture.alt, prepared };
}

async function addSamples(): Promise<void> {
  if (existsSync(markerFile())) return;
  if (mediaCount() === 0) {
    const pictures = sampleIds.map((id) => galleryImages.find((picture) => picture.id === id)!);
    const folder = findImageFolder(fileOf(pictures[0]!, pictures[0]!.widths.at(-1)!, "webp"));
    if (!folder) {
      console.warn("The sample images were not found in public/img; the media library starts empty.");
      return;
    }
    await addMedia(await Promise.all(pictures.map((picture) => sampleOf(picture, folder))));
  }
  await mkdir(mediaDir(), { recursive: true });
  await writeFile(markerFile(), new Date().toISOString());
}

let adding: Promise<void> | undefined;

/** docs/product.md#entities: seeds the sample items when the library is new and empty; once per process, never failing a request. */
export function ensureSampleMedia(): Promise<void> {
  adding ??= addSamples().catch((error: unknown) => console.error("Adding the sample media failed:", error));
  return adding;
}
