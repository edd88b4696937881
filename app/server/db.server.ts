import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
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

let db: Db | undefined;

/** The database, created and migrated on first use. */
export function getDb(): Db {
  if (!db) {
    mkdirSync(dataDir(), { recursive: true });
    const sqlite = new Database(path.join(dataDir(), "tepore.db"));
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("foreign_keys = ON");
    sqlite.pragma("busy_timeout = 5000");
    db = drizzle(sqlite, { schema });
    migrate(db, { migrationsFolder: findMigrationsFolder() });
  }
  return db;
}
