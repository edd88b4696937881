/**
 * A contact sheet of every picture in the catalogue, for looking at them all at once:
 *
 *   npm run images:sheet -- [out.png] [--only fragment,…]
 *
 * Each tile is the picture's committed WebP at thumbnail size, labelled with its id; a red label marks
 * a picture that is still the old vector drawing (not yet rendered).
 */
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import sharp from "sharp";

import { allPictures } from "../../app/content/images";
import { pictureSrc } from "../../app/content/picture";
import { readManifest } from "./manifest";
import { priority } from "./priority";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const TILE = 300;
const LABEL = 22;
const COLS = 6;

function label(text: string, rendered: boolean): Buffer {
  const safe = text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE}" height="${LABEL}"><rect width="100%" height="100%" fill="${rendered ? "#1d1d1b" : "#8b1d1d"}"/><text x="6" y="15" font-family="sans-serif" font-size="11" fill="#fff">${safe}</text></svg>`,
  );
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const onlyAt = args.indexOf("--only");
  const only = onlyAt >= 0 ? args[onlyAt + 1]!.split(",") : undefined;
  const out = args.find((a, i) => !a.startsWith("--") && (onlyAt < 0 || i !== onlyAt + 1)) ?? "contact-sheet.png";
  const manifest = await readManifest();
  const pictures = priority(allPictures).filter((p) => !only || only.some((o) => p.id.includes(o)));
  const rows = Math.ceil(pictures.length / COLS);
  const tiles = await Promise.all(
    pictures.map(async (p, i) => {
      const file = join(root, "public", pictureSrc(p, p.widths.find((w) => w >= TILE) ?? p.width, "webp"));
      const image = await sharp(file).resize(TILE, TILE, { fit: "contain", background: "#f4f1ec" }).toBuffer();
      const left = (i % COLS) * TILE;
      const top = Math.floor(i / COLS) * (TILE + LABEL);
      return [
        { input: image, left, top },
        { input: label(p.id, Boolean(manifest[p.id])), left, top: top + TILE },
      ];
    }),
  );
  await sharp({ create: { width: COLS * TILE, height: rows * (TILE + LABEL), channels: 3, background: "#f4f1ec" } })
    .composite(tiles.flat())
    .png()
    .toFile(out);
  console.log(`images:sheet: ${pictures.length} pictures in ${out}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
