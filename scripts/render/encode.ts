import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";

import sharp from "sharp";

import type { Picture } from "../../app/content/picture";

/**
 * Photographic renders hold grain and soft gradients, so they need lower qualities than the old flat
 * vector scenes to stay within the pages' byte budgets; downscaling from the rendered size first
 * (Lanczos) also averages away the path tracer's remaining noise.
 */
const ENCODE = {
  avif: { quality: 48, effort: 5, chromaSubsampling: "4:2:0" as const },
  webp: { quality: 70, effort: 5 },
};

sharp.cache(false);

/** Writes every width of a picture in AVIF and WebP from its full-size render. */
export async function encodePicture(png: string, pic: Picture, outDir: string): Promise<void> {
  await mkdir(outDir, { recursive: true });
  // A 3 x 3 median removes the path tracer's speckles before the render is resized to the picture's size.
  const source = await sharp(png)
    .removeAlpha()
    .median(3)
    .resize(pic.width, pic.height, { fit: "cover", kernel: "lanczos3" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (const w of pic.widths) {
    const h = Math.round((w * pic.height) / pic.width);
    const base = () => {
      const img = sharp(source.data, {
        raw: { width: source.info.width, height: source.info.height, channels: source.info.channels },
      });
      return w === source.info.width ? img : img.resize(w, h, { kernel: "lanczos3" });
    };
    const [avif, webp] = await Promise.all([base().avif(ENCODE.avif).toBuffer(), base().webp(ENCODE.webp).toBuffer()]);
    await writeFile(join(outDir, `${pic.id}-${w}.avif`), avif);
    await writeFile(join(outDir, `${pic.id}-${w}.webp`), webp);
  }
}
