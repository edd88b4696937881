import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

import { checkMediaFileName, isMediaFileName, type MediaStore, type StoredFile } from "./media-store.server";

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

/** The library in a folder of this machine (DATA_DIR/media): the default, and what the site always did. */
export class LocalMediaStore implements MediaStore {
  readonly location: string;
  readonly publicUrl = null;

  constructor(readonly folder: string) {
    this.location = `the folder ${folder}`;
  }

  private pathOf(name: string): string {
    checkMediaFileName(name);
    return path.join(this.folder, name);
  }

  /** Written aside in the staging folder (cleared at every start), then renamed: a reader never sees half a file. */
  async put(name: string, body: Uint8Array | Readable, size: number): Promise<void> {
    const target = this.pathOf(name);
    const staging = path.join(this.folder, ".staging");
    await mkdir(staging, { recursive: true });
    const partial = path.join(staging, `${randomBytes(12).toString("hex")}.part`);
    try {
      if (body instanceof Readable) await pipeline(body, createWriteStream(partial, { flags: "wx" }));
      else await writeFile(partial, body, { flag: "wx" });
      const written = (await stat(partial)).size;
      if (written !== size) throw new Error(`${name}: ${written} bytes arrived of ${size}.`);
      await rename(partial, target);
    } finally {
      await rm(partial, { force: true });
    }
  }

  async adopt(file: string, name: string): Promise<void> {
    const target = this.pathOf(name);
    await mkdir(this.folder, { recursive: true });
    await rename(file, target);
  }

  async head(name: string): Promise<StoredFile | null> {
    try {
      const stats = await stat(this.pathOf(name));
      return stats.isFile() ? { size: stats.size } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async get(name: string) {
    const file = await this.head(name);
    if (!file) return null;
    return { ...file, body: createReadStream(this.pathOf(name)) };
  }

  async list() {
    let entries;
    try {
      entries = await readdir(this.folder, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
    const names = entries.filter((entry) => entry.isFile() && isMediaFileName(entry.name)).map((entry) => entry.name);
    return Promise.all(names.map(async (name) => ({ name, size: (await stat(this.pathOf(name))).size })));
  }

  async remove(names: readonly string[]): Promise<void> {
    const failures = (
      await Promise.allSettled(
        names.map((name) =>
          unlink(this.pathOf(name)).catch((error: unknown) => {
            if (!isMissing(error)) throw error;
          }),
        ),
      )
    ).filter((result) => result.status === "rejected");
    if (failures.length > 0)
      throw new AggregateError(
        failures.map((failure) => failure.reason),
        "Removing media failed.",
      );
  }
}
