/**
 * Renders the catalogue's pictures with Blender (Cycles) and writes their committed AVIF/WebP variants
 * into public/img. Never part of the build: run it by hand after changing a scene or the catalogue.
 *
 *   npm run images:render                      render every picture whose scene changed, most visible first
 *   npm run images:render -- --only hero-,instagram-   only ids containing one of the fragments
 *   npm run images:render -- --limit 5         stop after five renders (each is committed on its own)
 *   npm run images:render -- --list            say which pictures are rendered, stale or still drawn
 *   npm run images:render -- --preview DIR     quick, small, noisy PNGs into DIR; public/img untouched
 *   npm run images:render -- --rehash          mark the rendered pictures current without rendering them
 *   npm run images:render -- --phone-crops     cut the heroes' phone crops from their committed files, no Blender
 *
 * A scene's hash (its JSON and the Blender scripts) is kept in app/content/renders.json with the
 * product's box on screen; only scenes whose hash changed are rendered again, and each picture's focus is read from
 * its box there (app/content/picture-focus.ts). A hero's phone crop (app/content/hero-phone-crop.ts) is cut from its
 * render with it.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { allPictures, heroImages } from "../../app/content/images";
import type { Picture } from "../../app/content/picture";
import { type Box, focusFromBox, type RenderManifest } from "../../app/content/picture-focus";
import { compose as sceneOf } from "./compose";
import { committedFrame, encodePhoneCrop, encodePicture } from "./encode";
import { readManifest, writeManifest } from "./manifest";
import { priority } from "./priority";

const heroIds = new Set(Object.values(heroImages).map((hero) => hero.id));
const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const outDir = join(root, "public/img");
const loaderDir = join(root, "scripts/render/blender");

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/**
 * Final quality. Adaptive sampling stops each pixel at the noise threshold and the cap bounds the time.
 * On the 2 shared cores a full-size render took too long, so pictures render at `scale` of their size,
 * get a light median filter (the build of Blender has no denoiser) and are resized up to the catalogue's
 * size; raise `scale` to 1 on a quiet, faster machine and every picture re-renders (the scale is part of
 * each scene's hash).
 */
const FINAL = { samples: 64, noise: 0.05, scale: 0.6 };
const PREVIEW = { samples: 16, noise: 0.12, scale: 0.3 };

async function loaderHash(): Promise<string> {
  const h = createHash("sha256");
  for (const f of (await readdir(loaderDir)).filter((f) => f.endsWith(".py")).sort()) {
    h.update(f);
    h.update(await readFile(join(loaderDir, f)));
  }
  return h.digest("hex");
}

export function sceneHash(json: string, loader: string): string {
  return createHash("sha256").update(loader).update(json).digest("hex").slice(0, 16);
}

function blender(scene: string, png: string): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(
      "nice",
      [
        "-n",
        "19",
        "blender",
        "-b",
        "--factory-startup",
        "--python",
        join(loaderDir, "render_scene.py"),
        "--",
        scene,
        png,
      ],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    let log = "";
    child.stdout.on("data", (d: Buffer) => (log = (log + d.toString()).slice(-4000)));
    child.stderr.on("data", (d: Buffer) => (log = (log + d.toString()).slice(-4000)));
    child.on("close", (code) => (code === 0 && existsSync(png) ? done() : fail(new Error(`blender failed:\n${log}`))));
  });
}

function sceneAt(p: Picture, quality: typeof FINAL) {
  const scene = sceneOf(p, quality);
  scene.width = Math.round(scene.width * quality.scale);
  scene.height = Math.round(scene.height * quality.scale);
  return scene;
}

async function renderOne(p: Picture, quality: typeof FINAL, dir: string): Promise<{ png: string; box: Box }> {
  const scene = sceneAt(p, quality);
  const json = join(dir, `${p.id}.json`);
  const png = join(dir, `${p.id}.png`);
  await writeFile(json, JSON.stringify(scene, null, 1));
  await blender(json, png);
  const { box } = JSON.parse(await readFile(`${png}.json`, "utf8")) as { box: Box };
  return { png, box };
}

async function main(): Promise<void> {
  const only = arg("--only")?.split(",").filter(Boolean);
  const limit = Number(arg("--limit") ?? Infinity);
  const preview = arg("--preview");
  const loader = await loaderHash();
  const manifest: RenderManifest = await readManifest();
  const pictures = priority(allPictures).filter((p) => !only || only.some((o) => p.id.includes(o)));
  const hashOf = (p: Picture) => sceneHash(JSON.stringify(sceneAt(p, FINAL)), loader);

  if (process.argv.includes("--list")) {
    for (const p of priority(allPictures)) {
      const entry = manifest[p.id];
      const state = !entry
        ? "drawn (vector, not rendered yet)"
        : entry.hash === hashOf(p)
          ? "rendered"
          : "rendered, scene changed";
      console.log(`${p.id.padEnd(48)} ${state}`);
    }
    return;
  }

  if (process.argv.includes("--rehash")) {
    // For a change to the Blender scripts that leaves every existing scene's picture as it was (a prop or
    // an option only new scenes use): the scripts are part of every hash, so without this every picture
    // would render again for nothing. Check first that an existing scene's --preview is unchanged.
    const current = await readManifest();
    for (const p of pictures) if (current[p.id]) current[p.id] = { ...current[p.id]!, hash: hashOf(p) };
    await writeManifest(current);
    console.log(`images:render: ${pictures.filter((p) => current[p.id]).length} marked current`);
    return;
  }

  if (process.argv.includes("--phone-crops")) {
    // Cut from the largest committed WebP (quality 70), the finer of the two formats, for heroes rendered before
    // their crops were part of the render.
    const heroes = Object.values(heroImages).filter((hero) => !only || only.some((o) => hero.id.includes(o)));
    for (const hero of heroes)
      await encodePhoneCrop(await committedFrame(join(outDir, `${hero.id}-${hero.width}.webp`)), hero, outDir);
    console.log(`images:render: ${heroes.length} phone crops cut`);
    return;
  }

  if (preview) {
    await mkdir(preview, { recursive: true });
    const scale = Number(arg("--scale") ?? PREVIEW.scale);
    for (const p of pictures.slice(0, limit)) {
      const t = Date.now();
      await renderOne(p, { ...PREVIEW, scale }, preview);
      console.log(`preview ${p.id} in ${((Date.now() - t) / 1000).toFixed(0)} s`);
    }
    return;
  }

  // Pictures still drawn come before rendered ones whose scene changed: a drawing is the bigger gap.
  const changed = pictures.filter((p) => manifest[p.id]?.hash !== hashOf(p));
  const stale = [...changed.filter((p) => !manifest[p.id]), ...changed.filter((p) => manifest[p.id])].slice(0, limit);
  console.log(`images:render: ${stale.length} to render`);
  const work = join(tmpdir(), "tepore-render");
  await mkdir(work, { recursive: true });
  for (const p of stale) {
    const started = Date.now();
    const { png, box } = await renderOne(p, FINAL, work);
    // A hero's phone crop is cut around the product of this render, not of the one before.
    const [x, y] = focusFromBox(box);
    await encodePicture(png, { ...p, focus: { x, y } }, outDir, heroIds.has(p.id));
    // The full-size PNG stays in the temporary folder, for re-encoding without a re-render.
    // Re-read, so that two renders running side by side (different --only) do not drop each other's entries.
    const current = await readManifest();
    current[p.id] = { hash: hashOf(p), box };
    await writeManifest(current);
    console.log(`images:render: ${p.id} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
