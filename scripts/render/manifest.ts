import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import type { RenderManifest } from "../../app/content/picture-focus";

/**
 * app/content/renders.json: which pictures are rendered, from which scene, and where their product is; the site reads
 * each picture's focus from it (app/content/picture-focus.ts).
 */
export const manifestFile = join(resolve(dirname(fileURLToPath(import.meta.url)), "../.."), "app/content/renders.json");

export async function readManifest(): Promise<RenderManifest> {
  return existsSync(manifestFile) ? (JSON.parse(await readFile(manifestFile, "utf8")) as RenderManifest) : {};
}

export async function writeManifest(manifest: RenderManifest): Promise<void> {
  await writeFile(manifestFile, `${JSON.stringify(manifest, null, 1)}\n`);
}
