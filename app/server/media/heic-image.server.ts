import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

import { maxUploadMegapixels, storedLongSide } from "~/lib/media/media-item";

import { UnreadableImage } from "./image-processing.server";
import { loadSharp } from "./load-sharp.server";

/** What the decoding thread answers: the picture's pixels (RGBA), or why there are none. */
type Decoded =
  { width: number; height: number; data: Uint8ClampedArray } | { refused: "unreadable" | "too-many-pixels" };

/**
 * The decoding thread: libheif (WebAssembly) decodes synchronously, seconds for a large photo, so it runs off the
 * thread that serves pages. The size is read from the header first, so a picture over the pixel limit is refused
 * before it is decoded. The package's types leave out each image's size and `dispose`, so this is plain JavaScript.
 */
const decoderThread = `
const { parentPort, workerData } = require("node:worker_threads");
const decode = require(workerData.decoder);
(async () => {
  let images;
  try {
    images = await decode.all({ buffer: workerData.bytes });
  } catch {
    return parentPort.postMessage({ refused: "unreadable" });
  }
  try {
    const primary = images[0];
    if (!primary) return parentPort.postMessage({ refused: "unreadable" });
    if (primary.width * primary.height > workerData.maxPixels) return parentPort.postMessage({ refused: "too-many-pixels" });
    const { width, height, data } = await primary.decode();
    parentPort.postMessage({ width, height, data }, [data.buffer]);
  } catch {
    parentPort.postMessage({ refused: "unreadable" });
  } finally {
    images.dispose();
  }
})();
`;

function decodeInThread(bytes: Buffer): Promise<Decoded> {
  const decoder = createRequire(import.meta.url).resolve("heic-decode");
  const worker = new Worker(decoderThread, {
    eval: true,
    workerData: { bytes, decoder, maxPixels: maxUploadMegapixels * 1_000_000 },
  });
  return new Promise<Decoded>((resolve) => {
    worker.once("message", resolve);
    worker.once("error", () => resolve({ refused: "unreadable" }));
    worker.once("exit", () => resolve({ refused: "unreadable" }));
  }).finally(() => void worker.terminate());
}

/**
 * A phone's HEIC/HEIF photo as a JPEG the library then takes like any other (decision 166). libvips cannot decode
 * HEVC, so libheif (WebAssembly, from npm) does, turning the picture upright as the file says. The JPEG is scaled
 * to the stored size here already and carries no metadata at all.
 */
export async function heicToJpeg(bytes: Buffer): Promise<Buffer> {
  const decoded = await decodeInThread(bytes);
  if ("refused" in decoded) throw new UnreadableImage(decoded.refused);
  const { width, height, data } = decoded;
  const sharp = await loadSharp();
  return sharp(data, { raw: { width, height, channels: 4 } })
    .resize({ width: storedLongSide, height: storedLongSide, fit: "inside", withoutEnlargement: true })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 95 })
    .toBuffer();
}
