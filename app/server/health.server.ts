import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";

import { sql } from "drizzle-orm";

import { dataDir, getDb } from "./db.server";
import { mediaStore } from "./media/storage/media-store.server";

export interface Readiness {
  ready: boolean;
  database: "ok" | "failing";
  dataDir: "ok" | "failing";
  /** Where pictures are kept: the data folder's media, or the bucket (decision 116). */
  media: "ok" | "failing";
}

/**
 * Whether the site can serve and store: the database answers a query, the data folder takes a write and the media
 * store answers (a bucket that cannot be reached fails it).
 */
export async function readiness(): Promise<Readiness> {
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
  const media = await mediaStore()
    .head("ready-check")
    .then(
      () => "ok" as const,
      () => "failing" as const,
    );
  return { ready: database === "ok" && folder === "ok" && media === "ok", database, dataDir: folder, media };
}
