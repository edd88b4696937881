import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, rename, rm, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { dataDir } from "../db.server";

/** Uploaded images and their variants: DATA_DIR/media, served at /media (docs/product.md#media). */
export function mediaDir(): string {
  return path.join(dataDir(), "media");
}

/** Files being written; a dot folder, so it is never served and never mistaken for media. */
const stagingDir = () => path.join(mediaDir(), ".staging");

let prepared: Promise<void> | undefined;

/** Creates the folders, and clears what an earlier process left half-written when it stopped. */
function prepare(): Promise<void> {
  prepared ??= rm(stagingDir(), { recursive: true, force: true }).then(() =>
    mkdir(stagingDir(), { recursive: true }).then(() => undefined),
  );
  return prepared;
}

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
 * The files of one upload. Each is written in full under a temporary name first; only then are all
 * moved into place (a rename, which is atomic), so no reader ever sees half a file. `discard` removes
 * every trace of the batch: after any failure or an aborted request, nothing is kept.
 */
export class FileBatch {
  private readonly staged: { temporary: string; name: string }[] = [];
  /** Names this batch added to the media folder (an identical earlier upload's files are not ours). */
  private readonly placed: string[] = [];

  async stage(name: string, data: Uint8Array): Promise<void> {
    await prepare();
    const temporary = path.join(stagingDir(), `${randomBytes(12).toString("hex")}.part`);
    this.staged.push({ temporary, name });
    await writeFile(temporary, data, { flag: "wx" });
  }

  async place(): Promise<void> {
    for (const { temporary, name } of this.staged) {
      const target = path.join(mediaDir(), name);
      const existed = existsSync(target);
      await rename(temporary, target);
      if (!existed) this.placed.push(name);
    }
    this.staged.length = 0;
  }

  async discard(): Promise<void> {
    await Promise.all(this.staged.map(({ temporary }) => removeQuietly(temporary)));
    await removeMediaFiles(this.placed);
    this.staged.length = 0;
    this.placed.length = 0;
  }
}
