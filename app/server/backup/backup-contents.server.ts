import path from "node:path";

import Database from "better-sqlite3";
import { count } from "drizzle-orm";
import { drizzle } from "drizzle-orm/better-sqlite3";

import { filesOfMediaRow } from "../media/media.server";
import * as schema from "../schema.server";

/** The archive's description of itself, first in the archive (decision 110). */
export const manifestFileName = "tepore-backup.json";
const backupFormat = "tepore-backup";
const backupFormatVersion = 1;

/** A backup or restore that cannot go on, said so the person running it knows what to do. */
export class BackupError extends Error {}

export interface BackupCounts {
  pages: number;
  pageVersions: number;
  messages: number;
  quotes: number;
  mediaItems: number;
  mediaFiles: number;
}

export interface BackupManifest {
  format: typeof backupFormat;
  version: typeof backupFormatVersion;
  createdAt: string;
  counts: BackupCounts;
  /** Files a media row names that were not on the disk when the backup was taken (so not in the archive). */
  missingMedia: string[];
}

export function newManifest(counts: BackupCounts, missingMedia: string[]): BackupManifest {
  return {
    format: backupFormat,
    version: backupFormatVersion,
    createdAt: new Date().toISOString(),
    counts,
    missingMedia,
  };
}

/** The manifest as read from an archive, or null when it is not one this version can restore. */
export function parseManifest(text: string): BackupManifest | null {
  try {
    const parsed = JSON.parse(text) as Partial<BackupManifest>;
    const isOurs =
      parsed.format === backupFormat &&
      parsed.version === backupFormatVersion &&
      Array.isArray(parsed.missingMedia) &&
      parsed.missingMedia.every((name) => typeof name === "string");
    return isOurs ? (parsed as BackupManifest) : null;
  } catch {
    return null;
  }
}

/** A media file name as the database keeps it: one name in the media folder, never a path. */
const isPlainFileName = (name: string) => name !== "" && name === path.basename(name) && !name.startsWith(".");

/** Opens a database copy, refusing one that is not a database or does not pass SQLite's integrity check. */
function openChecked(file: string, label: string): Database.Database {
  let connection: Database.Database | undefined;
  try {
    connection = new Database(file, { readonly: true, fileMustExist: true });
    const problems = (connection.pragma("integrity_check") as { integrity_check: string }[]).map(
      (row) => row.integrity_check,
    );
    if (problems.join() !== "ok") throw new Error(problems.slice(0, 5).join("; "));
    return connection;
  } catch (error) {
    connection?.close();
    throw new BackupError(`The database in ${label} is damaged: ${(error as Error).message}`);
  }
}

/**
 * What a database copy holds: its counts and every media file its rows name (originals and variants, trashed
 * items included). Checks the copy's integrity first; `label` names it in the message if that fails.
 */
export function readBackupContents(file: string, label: string): { counts: BackupCounts; mediaFiles: string[] } {
  const connection = openChecked(file, label);
  try {
    const db = drizzle(connection, { schema });
    const rows = (table: Parameters<ReturnType<typeof db.select>["from"]>[0]) =>
      db.select({ n: count() }).from(table).get()?.n ?? 0;
    const mediaFiles = [...new Set(db.select().from(schema.media).all().flatMap(filesOfMediaRow))];
    const unsafe = mediaFiles.find((name) => !isPlainFileName(name));
    if (unsafe !== undefined)
      throw new BackupError(`The database in ${label} names a media file "${unsafe}" outside the media folder.`);
    return {
      counts: {
        pages: rows(schema.pages),
        pageVersions: rows(schema.pageVersions),
        messages: rows(schema.messages),
        quotes: rows(schema.quotes),
        mediaItems: rows(schema.media),
        mediaFiles: mediaFiles.length,
      },
      mediaFiles,
    };
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`The database in ${label} is not a Tepore database: ${(error as Error).message}`);
  } finally {
    connection.close();
  }
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The counts in a line: "3 pages (5 versions), 12 messages, 2 quotes, 4 pictures (16 files)". */
export function describeCounts(counts: BackupCounts): string {
  return [
    `${plural(counts.pages, "page")} (${plural(counts.pageVersions, "version")})`,
    plural(counts.messages, "message"),
    plural(counts.quotes, "quote"),
    `${plural(counts.mediaItems, "picture")} (${plural(counts.mediaFiles, "file")})`,
  ].join(", ");
}
