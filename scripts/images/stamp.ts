import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import sharp from "sharp";
import type { Picture } from "../../app/content/picture";
import { pictureFormats } from "../../app/content/picture";

export const STAMP = ".images-stamp";

/** Every file the catalogue refers to, relative to public/img. */
export function expectedFiles(pictures: readonly Picture[]): string[] {
  return pictures.flatMap((p) => p.widths.flatMap((w) => pictureFormats.map((f) => `${p.id}-${w}.${f}`)));
}

async function listTs(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, e.name);
    if (e.isDirectory()) out.push(...(await listTs(full)));
    else if (e.name.endsWith(".ts")) out.push(full);
  }
  return out.sort();
}

/** Hash of the generator's sources, the catalogue and the encoder library versions. */
export async function sourceHash(root: string): Promise<string> {
  const files = [
    ...(await listTs(join(root, "scripts/images"))),
    join(root, "app/content/images.ts"),
    join(root, "app/content/picture.ts"),
  ];
  const h = createHash("sha256");
  for (const f of files) {
    h.update(relative(root, f));
    h.update(await readFile(f));
  }
  h.update(JSON.stringify(sharp.versions));
  return h.digest("hex");
}
