/**
 * Renders the project's imagery (docs/product.md#imagery) into public/img.
 *
 *   npm run images                  render everything
 *   npm run images -- --if-stale    do nothing when every file exists and the stamp matches
 *   npm run images -- --only a,b    render only ids containing one of the given fragments
 *   npm run images -- --preview DIR write one PNG per picture into DIR instead (fast look)
 *   npm run images -- --focus       rewrite the catalogue's FOCUS table from the scenes (no rendering)
 */
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { allPictures } from "../../app/content/images";
import type { Picture } from "../../app/content/picture";
import { encodePicture, previewPng } from "./encode";
import { type Focus, focusBlock, replaceFocusBlock, sceneFocus } from "./focus";
import { sceneSvg } from "./scenes/compose";
import { scenes } from "./scenes/index";
import { expectedFiles, sourceHash, STAMP } from "./stamp";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const outDir = join(root, "public/img");
const catalogue = join(root, "app/content/images.ts");

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function pool<T>(items: readonly T[], size: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await run(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}

async function main(): Promise<void> {
  const only = arg("--only")?.split(",").filter(Boolean);
  const preview = arg("--preview");
  const missing = allPictures.filter((p) => !scenes[p.id]);
  if (missing.length && !only) throw new Error(`No scene for: ${missing.map((p) => p.id).join(", ")}`);
  const pictures = (only ? allPictures.filter((p) => only.some((o) => p.id.includes(o))) : allPictures).filter(
    (p) => scenes[p.id],
  );

  // Focus points follow the scenes; the catalogue holds a generated copy of them.
  const focusOf = () =>
    allPictures
      .filter((p) => scenes[p.id])
      .map((p) => [p.id, sceneFocus(p.id, scenes[p.id]!, p.height / p.width)] as const);
  if (process.argv.includes("--focus")) {
    const focus = focusOf();
    const source = await readFile(catalogue, "utf8");
    const next = replaceFocusBlock(source, focusBlock(focus));
    if (next !== source) await writeFile(catalogue, next);
    console.log(
      `images: focus of ${focus.length} pictures ${next === source ? "already up to date" : "written to app/content/images.ts"}`,
    );
    return;
  }

  if (preview) {
    const width = Number(arg("--width") ?? 800);
    await mkdir(preview, { recursive: true });
    await pool(pictures, 2, async (p) => {
      const h = Math.round((width * p.height) / p.width);
      await previewPng(await sceneSvg(p.id, scenes[p.id]!, width, h), p, join(preview, `${p.id}.png`), width);
    });
    console.log(`images: ${pictures.length} previews in ${preview}`);
    return;
  }

  const hash = await sourceHash(root);
  if (process.argv.includes("--if-stale")) {
    const stamp = existsSync(join(outDir, STAMP)) ? (await readFile(join(outDir, STAMP), "utf8")).trim() : "";
    const complete = expectedFiles(allPictures).every((f) => existsSync(join(outDir, f)));
    if (stamp === hash && complete) {
      console.log("images: up to date");
      return;
    }
  }

  // A stale focus can only come with changed sources, so checking here (not when up to date) is enough.
  const same = (a: Focus | undefined, b: Focus) => a?.x === b.x && a.y === b.y;
  const stale = focusOf()
    .filter(([id, f]) => !same(allPictures.find((p) => p.id === id)!.focus, f))
    .map(([id]) => id);
  if (stale.length)
    console.warn(`images: focus out of date for ${stale.join(", ")}: run \`npm run images -- --focus\``);

  const started = Date.now();
  let done = 0;
  await pool(pictures, 2, async (p: Picture) => {
    await encodePicture(await sceneSvg(p.id, scenes[p.id]!, p.width, p.height), p, outDir);
    done++;
    if (process.stdout.isTTY) process.stdout.write(`\rimages: ${done}/${pictures.length}`);
  });
  if (!only) {
    // Drop renditions of pictures that are no longer in the catalogue.
    const keep = new Set(expectedFiles(allPictures));
    for (const f of await readdir(outDir)) if (/\.(avif|webp)$/.test(f) && !keep.has(f)) await rm(join(outDir, f));
    await writeFile(join(outDir, STAMP), `${hash}\n`);
  }
  console.log(
    `${process.stdout.isTTY ? "\n" : ""}images: ${pictures.length} pictures rendered in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
