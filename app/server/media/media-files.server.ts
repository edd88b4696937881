import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";

import { mediaDir } from "./storage/media-folder.server";
import { mediaStore } from "./storage/media-store.server";

export { mediaDir, mediaFolderName } from "./storage/media-folder.server";

/** Files being written; a dot folder of this machine, so it is never served and never mistaken for media. */
export const stagingDir = () => path.join(mediaDir(), ".staging");

/** Removes stored media files by name (original and variants alike); a failure is logged, never thrown. */
export async function removeMediaFiles(names: readonly string[]): Promise<void> {
  const store = mediaStore();
  await store
    .remove(names)
    .catch((error: unknown) => console.error(`Could not remove media from ${store.location}:`, error));
}

/**
 * The files of one upload. Each is written in full, under its final name, into a staging folder of its own on
 * this machine first. The caller commits the database rows, and only then are the files moved into the store (a
 * rename in the folder, a whole upload to a bucket), so no reader ever sees half a file and a crash before the
 * commit leaves nothing that is served. A crash after it leaves staged files that a row names, which the next
 * start moves into the store (reconcile-media). `discard` removes every trace of the batch.
 */
export class FileBatch {
  private readonly folder = path.join(stagingDir(), randomBytes(12).toString("hex"));
  private readonly store = mediaStore();
  private readonly staged = new Set<string>();
  /** Names this batch added to the store (an identical earlier upload's files are not ours). */
  private readonly placed: string[] = [];

  async stage(name: string, data: Uint8Array): Promise<void> {
    // The same picture twice in one upload has the same content-hashed names: one copy is enough.
    if (this.staged.has(name)) return;
    this.staged.add(name);
    await mkdir(this.folder, { recursive: true });
    await writeFile(path.join(this.folder, name), data, { flag: "wx" });
  }

  async place(): Promise<void> {
    for (const name of this.staged) {
      const existed = (await this.store.head(name)) !== null;
      await this.store.adopt(path.join(this.folder, name), name);
      if (!existed) this.placed.push(name);
    }
    this.staged.clear();
    await rm(this.folder, { recursive: true, force: true });
  }

  async discard(): Promise<void> {
    await rm(this.folder, { recursive: true, force: true });
    await removeMediaFiles(this.placed);
    this.staged.clear();
    this.placed.length = 0;
  }
}
