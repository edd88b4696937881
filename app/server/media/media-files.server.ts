import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, rename, rm, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { dataDir } from "../db.server";

/** The media folder's name inside DATA_DIR. */
export const mediaFolderName = "media";

/** Uploaded images and their variants: DATA_DIR/media, served at /media (docs/product.md#media). */
export function mediaDir(): string {
  return path.join(dataDir(), mediaFolderName);
}

/** Files being written; a dot folder, so it is never served and never mistaken for media. */
export const stagingDir = () => path.join(mediaDir(), ".staging");

async function removeQuietly(file: string): Promise<void> {
  await unlink(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") console.error(`Could not remove ${file}:`, error);
  });
}

/** Removes stored media files by name (original and variants alike). */
export async function removeMediaFiles(names: readonly string[]): Promise<void> {
  await Promise.all(names.map((name) => removeQuietly(path.join(mediaDir(), name))));
}

/**
 * The files of one upload. Each is written in full, under its final name, into a staging folder of its
 * own first. The caller commits the database rows, and only then are the files moved into place (a
 * rename, which is atomic), so no reader ever sees half a file and a crash before the commit leaves
 * nothing that is served. A crash after it leaves staged files that a row names, which the next start
 * moves into place (reconcile-media). `discard` removes every trace of the batch.
 */
export class FileBatch {
  private readonly folder = path.join(stagingDir(), randomBytes(12).toString("hex"));
  private readonly staged = new Set<string>();
  /** Names this batch added to the media folder (an identical earlier upload's files are not ours). */
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
      const target = path.join(mediaDir(), name);
      const existed = existsSync(target);
      await rename(path.join(this.folder, name), target);
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
