import { existsSync } from "node:fs";
import { readdir, rm } from "node:fs/promises";
import path from "node:path";

import { StartupProblem } from "../startup-problem.server";
import { mediaFilesByItem } from "./media.server";
import { removeMediaFiles, stagingDir } from "./media-files.server";
import { mediaStore } from "./storage/media-store.server";

export interface MediaReconciliation {
  /** Staged files of uploads that committed just before the process stopped, now moved into place. */
  completed: string[];
  /** Files in the store that no row names (an upload or a delete cut short): removed. */
  removed: string[];
  /** Items whose files are missing: kept (the administrator decides), and reported. */
  missing: { id: string; name: string; files: string[] }[];
}

async function stagedFiles() {
  if (!existsSync(stagingDir())) return [];
  return (await readdir(stagingDir(), { withFileTypes: true, recursive: true })).filter((entry) => entry.isFile());
}

/**
 * Brings the store (the media folder or the bucket) in line with the database at start-up, before any request:
 * the database is the truth. Staged files that a committed row names are moved into the store, all other staging
 * is cleared, stored files no row names are removed, and rows whose files are missing are reported.
 */
export async function reconcileMedia(): Promise<MediaReconciliation> {
  const store = mediaStore();
  const items = mediaFilesByItem();
  const named = new Set(items.flatMap((item) => item.files));
  const stored = new Set((await store.list()).map((file) => file.name));
  const completed: string[] = [];
  for (const entry of await stagedFiles()) {
    if (named.has(entry.name) && !stored.has(entry.name)) {
      await store.adopt(path.join(entry.parentPath, entry.name), entry.name);
      stored.add(entry.name);
      completed.push(entry.name);
    }
  }
  await rm(stagingDir(), { recursive: true, force: true });
  const removed = [...stored].filter((name) => !named.has(name));
  await removeMediaFiles(removed);
  const missing = items
    .map((item) => ({ ...item, files: item.files.filter((file) => !stored.has(file)) }))
    .filter((item) => item.files.length > 0);
  return { completed, removed, missing };
}

/** The reconciliation at start; a store that cannot be reached stops the start with what it answered. */
async function reconcileOrStop(): Promise<MediaReconciliation> {
  try {
    return await reconcileMedia();
  } catch (error) {
    if (error instanceof StartupProblem || mediaStore().folder !== null) throw error;
    throw new StartupProblem(
      `${(error as Error).message}. Check S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE and the keys.`,
    );
  }
}

/** Runs the reconciliation and says in the server log what it changed and what is missing. */
export async function reconcileMediaAtStart(): Promise<void> {
  const { completed, removed, missing } = await reconcileOrStop();
  if (completed.length > 0) console.log(`Media: finished moving ${completed.length} file(s) of an interrupted upload.`);
  if (removed.length > 0) console.log(`Media: removed ${removed.length} file(s) that no media item uses.`);
  for (const item of missing) {
    console.warn(`Media: "${item.name}" (${item.id}) is missing its file(s) ${item.files.join(", ")}.`);
  }
}
