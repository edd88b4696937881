/**
 * The average colour of the middle of a picture, where a full-width hero sets its words (decision 158): read from the
 * site's own imagery or the media library and worked out with sharp the first time a check asks, then remembered.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";

import type { Rgb } from "~/lib/publish-checks/contrast";

import { log } from "./log.server";
import { loadSharp } from "./media/load-sharp.server";
import { findImageFolder } from "./media/sample-media.server";
import { isMediaFileName, mediaStore } from "./media/storage/media-store.server";

const known = new Map<string, Rgb | null>();
const rememberedAtMost = 500;

async function bytesOf(url: string): Promise<Buffer | null> {
  const name = url.replace(/^\/(img|media)\//, "");
  if (!isMediaFileName(name)) return null;
  if (url.startsWith("/img/")) {
    const folder = findImageFolder(name);
    return folder ? readFile(path.join(folder, name)) : null;
  }
  if (!url.startsWith("/media/")) return null;
  const stored = await mediaStore().get(name);
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** The middle of the picture (the centre half across, the centre third down), averaged; null when unreadable. */
async function measure(url: string): Promise<Rgb | null> {
  const bytes = await bytesOf(url);
  if (!bytes) return null;
  const sharp = await loadSharp();
  const { channels } = await sharp(bytes)
    .removeAlpha()
    .resize(48, 48, { fit: "fill" })
    .extract({ left: 12, top: 16, width: 24, height: 16 })
    .stats();
  const [r, g, b] = channels.map((channel) => Math.round(channel.mean));
  return [r ?? 0, g ?? r ?? 0, b ?? r ?? 0];
}

/** The colours of the pictures at `urls` that can be read (others are left out). */
export async function pictureColours(urls: readonly string[]): Promise<Map<string, Rgb>> {
  for (const url of new Set(urls)) {
    if (known.has(url)) continue;
    const colour = await measure(url).catch((error: unknown) => {
      log("warn", `The colour of ${url} could not be measured: ${error instanceof Error ? error.message : error}`);
      return null;
    });
    if (known.size >= rememberedAtMost) known.clear();
    known.set(url, colour);
  }
  return new Map(urls.flatMap((url) => (known.get(url) ? [[url, known.get(url)!] as const] : [])));
}
