// Benchmark (not a test): how long the upload of a 5 MB JPEG takes over HTTP, from the first byte of the
// multipart request to the 201 answer with the stored item and all its WebP and AVIF variants
// (docs/product.md#media; target under 3 s). Three runs, each with a picture of its own.
//   npx tsx bench/upload.ts                    starts the production build (run `npm run build` first)
//   BENCH_URL=http://localhost:5173 BENCH_PASSWORD=... npx tsx bench/upload.ts    measures a running server
// run.ts can call measureUpload(url, password) against the server it has started.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import sharp from "sharp";

import { maxUploadBytes } from "../app/lib/media/media-item";
import { jpegOfSize } from "../app/server/media/test-images";
import { measureAlone, signIn } from "./server";

const uploadTargetMs = 3000;
const runs = 3;

export interface UploadRow {
  bytes: number;
  variants: number;
  slowestMs: number;
  medianMs: number;
  targetMs: number;
}

/**
 * A photograph-like JPEG of exactly 5 MB: one of the project's hero pictures (or a plain colour if the imagery
 * has not been generated) at 12 megapixels with film grain, at the highest quality that stays under the limit,
 * then padded to the byte.
 */
async function fiveMegabyteJpeg(run: number): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const hero = path.resolve("public/img/hero-home-1600.webp");
  const picture = existsSync(hero)
    ? sharp(hero).resize(width, height, { fit: "cover" })
    : sharp({ create: { width, height, channels: 3, background: { r: 120, g: 96, b: 70 } } });
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 18 + run },
    },
  })
    .png()
    .toBuffer();
  const grainy = await picture
    .composite([{ input: grain, blend: "overlay" }])
    .removeAlpha()
    .raw()
    .toBuffer();
  for (let quality = 96; quality >= 60; quality -= 3) {
    const jpeg = await sharp(grainy, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length <= maxUploadBytes) return jpegOfSize(jpeg, maxUploadBytes);
  }
  throw new Error("Could not make a JPEG under 5 MB.");
}

/** Signs in to the server at `baseUrl` and times three uploads of a 5 MB JPEG; each is deleted again afterwards. */
export async function measureUpload(baseUrl: string, password: string): Promise<UploadRow> {
  const cookie = await signIn(baseUrl, password);
  const times: number[] = [];
  let variants = 0;
  for (let run = 0; run < runs; run++) {
    const jpeg = await fiveMegabyteJpeg(run);
    const form = new FormData();
    form.append("file", new File([new Uint8Array(jpeg)], `bench-${run}.jpg`, { type: "image/jpeg" }));
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/admin/media`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: baseUrl },
      body: form,
    });
    const body = (await response.json()) as { media?: { id: string; variants: unknown[] }[]; error?: string };
    const elapsed = performance.now() - started;
    if (response.status !== 201 || !body.media) throw new Error(`Upload refused (${response.status}): ${body.error}`);
    times.push(elapsed);
    variants = body.media[0]!.variants.length;
    console.log(`upload ${run + 1}: ${jpeg.length} bytes, ${variants} variants, ${elapsed.toFixed(0)} ms`);
    await fetch(`${baseUrl}/api/admin/media/${body.media[0]!.id}`, {
      method: "DELETE",
      headers: { Cookie: cookie, Origin: baseUrl },
    });
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    bytes: maxUploadBytes,
    variants,
    slowestMs: Math.round(sorted.at(-1)!),
    medianMs: Math.round(sorted[Math.floor(sorted.length / 2)]!),
    targetMs: uploadTargetMs,
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await measureAlone("upload", async (url, password) => {
    const row = await measureUpload(url, password);
    const verdict = row.slowestMs < uploadTargetMs ? "PASS" : "FAIL";
    console.log(
      `5 MB JPEG upload with ${row.variants} variants: slowest ${row.slowestMs} ms, median ${row.medianMs} ms (target under ${uploadTargetMs} ms) ${verdict}`,
    );
    return verdict === "PASS";
  });
}
