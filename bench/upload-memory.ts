// Benchmark (not a test): the server's peak resident memory while it takes one upload of ten 7000 x 7000 PNGs
// (49 megapixels each, just under the 50-million-pixel limit; smooth gradients, so each file stays under 5 MB).
// The server runs with its 192 MB heap limit; libvips' pixels are native memory on top of it. The target is
// the whole process under 400 MB at its peak, so a 512 MB machine takes the largest upload (decision 066).
//   npx tsx bench/upload-memory.ts    starts the production build (run `npm run build` first)
// run.ts calls measureUploadMemory(url, password, pid) against the server it has started.
import path from "node:path";
import { fileURLToPath } from "node:url";

import sharp from "sharp";

import { maxUploadFiles } from "../app/lib/media/media-item";
import { measureAlone, peakMemoryMbDuring, residentMemoryMb, signIn } from "./server";

const side = 7000;
const memoryTargetMb = 400;

export interface UploadMemoryRow {
  files: number;
  side: number;
  bytes: number;
  ms: number;
  peakMb: number;
  afterMb: number;
  targetMb: number;
}

/** A smooth gradient from one colour to another, left to right: 49 megapixels in about 100 KB of PNG. */
async function gradientPng(index: number): Promise<Buffer> {
  const row = Buffer.alloc(side * 3);
  for (let x = 0; x < side; x++) row.set([(x * 255) / side, 40 + index * 20, 255 - (x * 255) / side], x * 3);
  return sharp({ create: { width: side, height: side, channels: 3, background: "black" } })
    .composite([{ input: row, raw: { width: side, height: 1, channels: 3 }, tile: true }])
    .png()
    .toBuffer();
}

/** Uploads ten 7000 x 7000 PNGs in one request and reports the server's peak memory meanwhile. */
export async function measureUploadMemory(baseUrl: string, password: string, pid: number): Promise<UploadMemoryRow> {
  const cookie = await signIn(baseUrl, password);
  const form = new FormData();
  let bytes = 0;
  for (let index = 0; index < maxUploadFiles; index++) {
    const png = await gradientPng(index);
    bytes += png.length;
    form.append("file", new File([new Uint8Array(png)], `large-${index}.png`, { type: "image/png" }));
  }
  const started = performance.now();
  const peakMb = await peakMemoryMbDuring(pid, async () => {
    const response = await fetch(`${baseUrl}/api/admin/media`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: baseUrl },
      body: form,
    });
    const body = (await response.json()) as { media?: unknown[]; error?: string };
    if (response.status !== 201 || body.media?.length !== maxUploadFiles) {
      throw new Error(`Upload refused (${response.status}): ${body.error}`);
    }
  });
  return {
    files: maxUploadFiles,
    side,
    bytes,
    ms: Math.round(performance.now() - started),
    peakMb,
    afterMb: await residentMemoryMb(pid),
    targetMb: memoryTargetMb,
  };
}

export const uploadMemoryLine = (row: UploadMemoryRow) =>
  `Server peak memory after ten ${row.side} × ${row.side} uploads: ${row.peakMb} MB (target under ${row.targetMb} MB; ` +
  `${row.afterMb} MB once done; ${row.files} files, ${(row.bytes / 1024 / 1024).toFixed(1)} MB, in ${row.ms} ms).`;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await measureAlone("upload-memory", async (url, password, pid) => {
    if (!pid) throw new Error("The memory of a server this benchmark did not start cannot be read: unset BENCH_URL.");
    const row = await measureUploadMemory(url, password, pid);
    console.log(uploadMemoryLine(row), row.peakMb < row.targetMb ? "PASS" : "FAIL");
    return row.peakMb < row.targetMb;
  });
}
