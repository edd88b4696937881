import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import type { Picture } from "../../app/content/picture";

export const ENCODE = {
  // smartSubsample doubled the WebP time without a visible difference on these flat scenes.
  webp: { quality: 78, effort: 4 },
  avif: { quality: 62, effort: 1, chromaSubsampling: "4:2:0" as const },
};

sharp.cache(false);

/** Rasterise once at the largest width, then resize down and write every width in AVIF and WebP. */
export async function encodePicture(svg: string, pic: Picture, outDir: string): Promise<string[]> {
  await mkdir(outDir, { recursive: true });
  const { data, info } = await sharp(Buffer.from(svg), { limitInputPixels: false })
    .resize(pic.width, pic.height, { fit: "fill" })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const written: string[] = [];
  for (const w of pic.widths) {
    const h = Math.round((w * pic.height) / pic.width);
    const base = () => {
      const img = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
      return w === info.width ? img : img.resize(w, h, { kernel: "lanczos3" });
    };
    const [avif, webp] = await Promise.all([base().avif(ENCODE.avif).toBuffer(), base().webp(ENCODE.webp).toBuffer()]);
    const a = join(outDir, `${pic.id}-${w}.avif`);
    const b = join(outDir, `${pic.id}-${w}.webp`);
    await Promise.all([writeFile(a, avif), writeFile(b, webp)]);
    written.push(a, b);
  }
  return written;
}

/** A PNG at one width, for looking at scenes while drawing them. */
export async function previewPng(svg: string, pic: Picture, file: string, width: number): Promise<void> {
  const h = Math.round((width * pic.height) / pic.width);
  await sharp(Buffer.from(svg)).resize(width, h, { fit: "fill" }).removeAlpha().png().toFile(file);
}
