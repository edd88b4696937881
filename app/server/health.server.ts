import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { dataDir, getDb } from "./db.server";

export interface Readiness {
  ready: boolean;
  database: "ok" | "failing";
  dataDir: "ok" | "failing";
}

/** Whether the site can serve and store: the database answers a query and the data folder takes a write. */
export function readiness(): Readiness {
  let database: Readiness["database"] = "ok";
  let folder: Readiness["dataDir"] = "ok";
  try {
    getDb().get(sql`select 1`);
  } catch {
    database = "failing";
  }
  try {
    const probe = path.join(dataDir(), `.ready-check-${process.pid}`);
    // A byte of content: an empty file takes no block, so it would pass on a full disk.
    writeFileSync(probe, "ready");
    rmSync(probe);
  } catch {
    folder = "failing";
  }
  return { ready: database === "ok" && folder === "ok", database, dataDir: folder };
}
