import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";

import sharp, { type OutputInfo } from "sharp";

import { phoneCropOf, phoneCropRegion } from "../../app/content/hero-phone-crop";
import { type Picture, type PictureFormat, pictureFormats } from "../../app/content/picture";
import { roleOf } from "./compose";

/**
 * Photographic renders hold grain and soft gradients, so they need lower qualities than the old flat
 * vector scenes to stay within the pages' byte budgets; downscaling from the rendered size first
 * (Lanczos) also averages away the path tracer's remaining noise.
 */
const ENCODE = {
  avif: { quality: 48, effort: 5, chromaSubsampling: "4:2:0" as const },
  webp: { quality: 70, effort: 5 },
};

/**
 * A phone's full-screen hero (the home's upright crop) is its page's largest paint and holds twice the pixels of
 * anything else a phone loads first: a lower quality and the slowest effort keep it within the bytes a phone's first
 * round trips bring (decision 216). The product's edges stay as sharp; the plaster's finest grain softens.
 */
const FULL_SCREEN_AVIF = { ...ENCODE.avif, quality: 42, effort: 9 };

const encodingOf = (pic: Picture, format: PictureFormat) =>
  format === "avif" && roleOf(pic) === "portrait-hero" ? FULL_SCREEN_AVIF : ENCODE[format];

sharp.cache(false);

type Frame = { data: Buffer; info: OutputInfo };

/** The render at the picture's size: a 3 x 3 median removes the path tracer's speckles first. */
const frameOf = (png: string, pic: Picture): Promise<Frame> =>
  sharp(png)
    .removeAlpha()
    .median(3)
    .resize(pic.width, pic.height, { fit: "cover", kernel: "lanczos3" })
    .raw()
    .toBuffer({ resolveWithObject: true });

const raw = ({ data, info }: Frame) =>
  sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });

/** Writes every width of `pic` in `formats` from `frame`, which has the picture's aspect. */
async function writeWidths(frame: Frame, pic: Picture, outDir: string, formats = pictureFormats): Promise<void> {
  await mkdir(outDir, { recursive: true });
  for (const w of pic.widths) {
    const h = Math.round((w * pic.height) / pic.width);
    const base = () => (w === frame.info.width ? raw(frame) : raw(frame).resize(w, h, { kernel: "lanczos3" }));
    for (const format of formats)
      await writeFile(
        join(outDir, `${pic.id}-${w}.${format}`),
        await base()[format](encodingOf(pic, format)).toBuffer(),
      );
  }
}

/** Writes every width of a picture in AVIF and WebP from its full-size render; a hero's phone crop with it. */
export async function encodePicture(png: string, pic: Picture, outDir: string, hero = false): Promise<void> {
  const frame = await frameOf(png, pic);
  await writeWidths(frame, pic, outDir);
  if (hero) await encodePhoneCrop(frame, pic, outDir);
}

/** A committed file of a picture as a frame, to cut a crop from without its render. */
export const committedFrame = (file: string): Promise<Frame> =>
  sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });

/**
 * Cuts a hero's phone crop (app/content/hero-phone-crop.ts) from its frame and writes its widths, in AVIF only: the
 * crop is a `<source>` of the hero's picture, and a browser without AVIF shows the hero's own WebP.
 */
export async function encodePhoneCrop(frame: Frame, hero: Picture, outDir: string): Promise<void> {
  const region = phoneCropRegion(hero);
  const cut = await raw(frame)
    .extract({
      left: Math.round(region.left * frame.info.width),
      top: 0,
      width: Math.round(region.width * frame.info.width),
      height: frame.info.height,
    })
    .raw()
    .toBuffer({ resolveWithObject: true });
  await writeWidths(cut, phoneCropOf(hero), outDir, ["avif"]);
}
