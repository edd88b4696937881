import { createWriteStream, existsSync } from "node:fs";
import { mkdir, mkdtemp, rename, rm, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";

import Database from "better-sqlite3";
import * as tar from "tar";

import { databaseFileName, dataDir } from "../db.server";
import { mediaFolderName } from "../media/media-files.server";
import { LocalMediaStore } from "../media/storage/local-media-store.server";
import { type MediaStore, mediaStore } from "../media/storage/media-store.server";
import {
  BackupError,
  type BackupManifest,
  manifestFileName,
  newManifest,
  readBackupContents,
} from "./backup-contents.server";

/** backups/tepore-YYYY-MM-DD-HHMMSS.tar.gz (UTC), under the folder the command runs in. */
export function defaultBackupFile(now = new Date()): string {
  const stamp = now.toISOString().slice(0, 19).replace("T", "-").replaceAll(":", "");
  return path.join("backups", `tepore-${stamp}.tar.gz`);
}

/**
 * Copies the live database with SQLite's online backup, from a connection of its own: the running site keeps
 * reading and writing. All pages are copied in one step, inside one read transaction, so the copy is the
 * database as it was at one moment, and writes made meanwhile never make the backup start over.
 */
async function copyDatabase(source: string, copy: string): Promise<void> {
  const connection = new Database(source, { fileMustExist: true });
  try {
    await connection.backup(copy, { progress: () => 0x7fffffff });
  } finally {
    connection.close();
  }
}

/** Copies the files from a bucket into `folder`, one at a time. */
async function download(store: MediaStore, names: readonly string[], folder: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  for (const name of names) {
    const file = await store.get(name);
    if (!file)
      throw new BackupError(`${name} was removed from ${store.location} during the backup; please run it again.`);
    await pipeline(file.body, createWriteStream(path.join(folder, name)));
  }
}

/**
 * Writes one .tar.gz holding the manifest, a consistent copy of the database and every media file its rows
 * name (decision 110). The archive is written under a temporary name beside `file` and renamed when whole.
 */
export async function createBackup(file: string, data = dataDir()): Promise<BackupManifest> {
  const source = path.join(data, databaseFileName);
  if (!existsSync(source))
    throw new BackupError(`There is no database at ${source}: nothing to back up. Is DATA_DIR right?`);
  if (existsSync(file)) throw new BackupError(`${file} exists already: name another file, or move that one away.`);
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  const work = await mkdtemp(path.join(path.dirname(path.resolve(file)), ".tepore-backup-"));
  try {
    const copy = path.join(work, databaseFileName);
    await copyDatabase(source, copy);
    const { counts, mediaFiles } = readBackupContents(copy, "the copy just taken");
    // The pictures are in the data folder, or in the bucket the environment names (decision 116).
    const bucket = mediaStore().folder === null ? mediaStore() : null;
    const store = bucket ?? new LocalMediaStore(path.join(data, mediaFolderName));
    // Media files are content-addressed and never change; one deleted since the copy (its item purged from the
    // trash) is said in the manifest instead of failing the backup.
    const stored = new Set((await store.list()).map((stored) => stored.name));
    const present = mediaFiles.filter((name) => stored.has(name));
    const manifest = newManifest(
      counts,
      mediaFiles.filter((name) => !stored.has(name)),
    );
    await writeFile(path.join(work, manifestFileName), `${JSON.stringify(manifest, null, 2)}\n`);
    if (bucket) await download(bucket, present, path.join(work, mediaFolderName));
    // The archive's media/ entries are read through a link to the live folder: no copy of the pictures is made.
    else if (present.length > 0) await symlink(store.folder!, path.join(work, mediaFolderName), "dir");
    const partial = path.join(work, "archive.tar.gz");
    await tar.create({ file: partial, cwd: work, gzip: true, portable: true, strict: true }, [
      manifestFileName,
      databaseFileName,
      ...present.map((name) => `${mediaFolderName}/${name}`),
    ]);
    await rename(partial, file);
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
