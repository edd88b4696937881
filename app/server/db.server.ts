import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import Database from "better-sqlite3";
import { type BetterSQLite3Database, drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";

import { seedStandardPages } from "./pages/standard-pages.server";
import * as schema from "./schema.server";

export type Db = BetterSQLite3Database<typeof schema>;

/** DATA_DIR (default ./data) holds the database file and uploaded media. */
export function dataDir(): string {
  return path.resolve(process.env.DATA_DIR || "data");
}

/** The project's drizzle/ folder, found upwards from this module (app/server, or a chunk under build/server). */
function findMigrationsFolder(): string {
  let folder = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(folder, "drizzle", "meta", "_journal.json"))) {
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error("The drizzle/ migrations folder is missing next to the app.");
    folder = parent;
  }
  return path.join(folder, "drizzle");
}

/** The database's file name inside DATA_DIR (its -wal and -shm files sit beside it). */
export const databaseFileName = "tepore.db";

let db: Db | undefined;
let connection: Database.Database | undefined;

/** The database, created, migrated and holding the standard pages on first use. */
export function getDb(): Db {
  if (!db) {
    mkdirSync(dataDir(), { recursive: true });
    const sqlite = new Database(path.join(dataDir(), databaseFileName));
    connection = sqlite;
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("foreign_keys = ON");
    // better-sqlite3 waits on the event loop: while another process (a backup, Litestream, an administrator with
    // sqlite3) holds the write lock, a longer wait would freeze every request. Reads never wait in WAL mode; a write
    // that cannot have the lock in time answers 503 with Retry-After (request-failures.server.ts).
    sqlite.pragma("busy_timeout = 250");
    db = drizzle(sqlite, { schema });
    migrate(db, { migrationsFolder: findMigrationsFolder() });
    seedStandardPages(db);
  }
  return db;
}

/** Closes the database at shutdown, so the last writes are checkpointed and the WAL file removed. */
export function closeDb(): void {
  connection?.close();
  connection = undefined;
  db = undefined;
}
