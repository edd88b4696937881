import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";

/** public/img/renders.json: which pictures are rendered, from which scene, and where their product is. */
export const MANIFEST = "renders.json";

export type Manifest = Record<string, { hash: string; box: [number, number, number, number] | null }>;

export async function readManifest(outDir: string): Promise<Manifest> {
  const file = join(outDir, MANIFEST);
  return existsSync(file) ? (JSON.parse(await readFile(file, "utf8")) as Manifest) : {};
}
