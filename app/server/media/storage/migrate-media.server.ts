import type { MediaStore } from "./media-store.server";

export interface MediaMigration {
  /** Copied in this run, each checked afterwards to hold as many bytes as its source. */
  copied: string[];
  /** In the target already with the same size (an earlier run): left as they are. */
  alreadyThere: string[];
  failed: { name: string; reason: string }[];
}

/**
 * Copies every file of `source` into `target` (`npm run media:migrate`, decision 116). Names are content hashes, so a
 * file of the same name and size is the same file: running it again copies only what is missing or was cut short.
 * Each copied file is asked for again and its size compared with the source's; a failure is reported and the rest go
 * on. The source is never changed.
 */
export async function migrateMedia(source: MediaStore, target: MediaStore): Promise<MediaMigration> {
  const result: MediaMigration = { copied: [], alreadyThere: [], failed: [] };
  const files = (await source.list()).sort((a, b) => a.name.localeCompare(b.name));
  for (const { name, size } of files) {
    try {
      if ((await target.head(name))?.size === size) {
        result.alreadyThere.push(name);
        continue;
      }
      const file = await source.get(name);
      if (!file) throw new Error("it was removed from the source meanwhile");
      await target.put(name, file.body, file.size);
      const copied = await target.head(name);
      if (copied?.size !== size) throw new Error(`the copy holds ${copied?.size ?? "no"} bytes of ${size}`);
      result.copied.push(name);
    } catch (error) {
      result.failed.push({ name, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  return result;
}
