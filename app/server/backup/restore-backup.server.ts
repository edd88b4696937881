import { existsSync } from "node:fs";
import { copyFile, cp, mkdir, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import Database from "better-sqlite3";
import * as tar from "tar";

import { databaseFileName, dataDir } from "../db.server";
import { mediaFolderName } from "../media/media-files.server";
import { LocalMediaStore } from "../media/storage/local-media-store.server";
import { type MediaStore, mediaStore } from "../media/storage/media-store.server";
import { migrateMedia } from "../media/storage/migrate-media.server";
import {
  type BackupCounts,
  BackupError,
  manifestFileName,
  parseManifest,
  readBackupContents,
} from "./backup-contents.server";

/** What DATA_DIR holds of the site's own: the database (and its journal files) and the media folder. */
const siteEntries = [
  databaseFileName,
  `${databaseFileName}-wal`,
  `${databaseFileName}-shm`,
  `${databaseFileName}-journal`,
  mediaFolderName,
];

/** Only the entries a backup writes are unpacked: plain files, at the top or one level down in media/. */
function isBackupEntry(entryPath: string, type: string | undefined): boolean {
  const parts = entryPath.replace(/^\.\//, "").split("/");
  const isFile = type === undefined || type === "File" || type === "OldFile";
  if (!isFile) return false;
  if (parts.length === 1) return parts[0] === manifestFileName || parts[0] === databaseFileName;
  return parts.length === 2 && parts[0] === mediaFolderName && parts[1] !== "" && !parts[1]!.startsWith(".");
}

/**
 * Refuses to replace a database another connection has open (the server, most likely): taking it for this
 * connection alone fails while any other holds it, in this process or another. A file that is no database is
 * nobody's.
 */
function assertNotInUse(database: string): void {
  let connection: Database.Database | undefined;
  try {
    connection = new Database(database, { fileMustExist: true, timeout: 0 });
    connection.pragma("locking_mode = EXCLUSIVE");
    connection.exec("BEGIN EXCLUSIVE; COMMIT");
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith("SQLITE_BUSY")) {
      throw new BackupError(`${database} is in use (is the server running?): stop the server, then restore.`);
    }
  } finally {
    connection?.close();
  }
}

/**
 * Reads the whole archive before writing a file of it: a damaged archive is refused while nothing is on disk (an
 * unpacking that fails half-way rejects while its last files are still being written, racing their clean-up).
 */
async function unpack(archive: string, into: string): Promise<void> {
  try {
    await tar.list({ file: archive, strict: true });
    await tar.extract({
      file: archive,
      cwd: into,
      strict: true,
      filter: (entryPath, entry) => isBackupEntry(entryPath, "type" in entry ? entry.type : undefined),
    });
  } catch (error) {
    throw new BackupError(`${archive} could not be read as a backup archive (.tar.gz): ${(error as Error).message}`);
  }
}

/** Copies the archive's pictures into the bucket (those there already with their size are kept). */
async function uploadMedia(folder: string, bucket: MediaStore): Promise<void> {
  const { failed } = await migrateMedia(new LocalMediaStore(folder), bucket);
  if (failed.length > 0) {
    throw new BackupError(
      `${failed.length} picture(s) could not be copied into ${bucket.location} (${failed[0]!.name}: ${failed[0]!.reason}). Run the restore again with --force.`,
    );
  }
}

/**
 * Checks the archive in a folder of its own (the manifest, the database's integrity, every media file its rows
 * name) before anything in `data` is touched; then writes the database and the media into `data`, which must be
 * empty unless `force` is given (then its database and media folder are replaced; anything else stays).
 */
export async function restoreBackup(
  archive: string,
  { force = false, data = dataDir() }: { force?: boolean; data?: string } = {},
): Promise<BackupCounts> {
  if (!existsSync(archive)) throw new BackupError(`There is no backup at ${archive}.`);
  const existing = existsSync(data) ? await readdir(data) : [];
  if (existing.length > 0 && !force) {
    throw new BackupError(
      `${data} is not empty (it holds ${existing.slice(0, 5).join(", ")}${existing.length > 5 ? ", …" : ""}). ` +
        "Restore into an empty DATA_DIR, or add --force to replace its database and media.",
    );
  }
  if (existsSync(path.join(data, databaseFileName))) assertNotInUse(path.join(data, databaseFileName));
  const work = await mkdtemp(path.join(tmpdir(), "tepore-restore-"));
  try {
    await unpack(archive, work);
    const manifestPath = path.join(work, manifestFileName);
    const manifest = existsSync(manifestPath) ? parseManifest(await readFile(manifestPath, "utf8")) : null;
    if (!manifest) throw new BackupError(`${archive} is not a Tepore backup: it has no readable ${manifestFileName}.`);
    const database = path.join(work, databaseFileName);
    if (!existsSync(database)) throw new BackupError(`${archive} is incomplete: it holds no database.`);
    const { counts, mediaFiles } = readBackupContents(database, archive);
    const media = path.join(work, mediaFolderName);
    const knownMissing = new Set(manifest.missingMedia);
    const absent = mediaFiles.filter((name) => !knownMissing.has(name) && !existsSync(path.join(media, name)));
    if (absent.length > 0) {
      throw new BackupError(
        `${archive} is incomplete: ${absent.length} media file(s) are missing from it (${absent.slice(0, 3).join(", ")}).`,
      );
    }

    await mkdir(data, { recursive: true });
    await Promise.all(siteEntries.map((name) => rm(path.join(data, name), { recursive: true, force: true })));
    await mkdir(path.join(data, mediaFolderName));
    // Into the bucket the environment names, when there is one (decision 116); else into the data folder.
    const bucket = mediaStore().folder === null ? mediaStore() : null;
    if (bucket && existsSync(media)) await uploadMedia(media, bucket);
    else if (existsSync(media)) await cp(media, path.join(data, mediaFolderName), { recursive: true });
    await copyFile(database, path.join(data, databaseFileName));
    return counts;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
