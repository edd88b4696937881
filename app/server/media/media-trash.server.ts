// The media trash (docs/product.md#media): a deleted image keeps its files while anything may still show it. It can
// be restored for 30 days; after that it is deleted for good, but only once no page (draft or published), kept page
// version or catalogue finish names it any more.
import { and, desc, eq, isNotNull, lt, sql } from "drizzle-orm";

import type { MediaItem, MediaNeeds } from "~/lib/media/media-item";
import { trashCutoff } from "~/lib/trash";

import { getDb } from "../db.server";
import { catalogueFinishes, media } from "../schema.server";
import { deleteMediaForGood, toMediaItem } from "./media.server";

/** The trash, most recently deleted first. */
export function trashedMedia(): (MediaItem & { trashedAt: string })[] {
  return getDb()
    .select()
    .from(media)
    .where(isNotNull(media.trashedAt))
    .orderBy(desc(media.trashedAt))
    .all()
    .map((row) => ({ ...toMediaItem(row), trashedAt: row.trashedAt! }));
}

/** Puts a trashed image back in the library; null when there is no such image in the trash. */
export function restoreMedia(id: string): MediaItem | null {
  const row = getDb()
    .update(media)
    .set({ trashedAt: null })
    .where(and(eq(media.id, id), isNotNull(media.trashedAt)))
    .returning()
    .get();
  return row ? toMediaItem(row) : null;
}

/** What still shows the image: pages (draft or published), kept page versions, catalogue finishes. */
export function mediaNeeds(id: string, url: string): MediaNeeds {
  const db = getDb();
  const count = (query: ReturnType<typeof sql>) => db.get<{ n: number }>(query)?.n ?? 0;
  return {
    pages: count(sql`SELECT count(*) AS n FROM pages
      WHERE instr(coalesce(draft_sections, ''), ${url}) > 0 OR instr(coalesce(published_sections, ''), ${url}) > 0`),
    versions: count(sql`SELECT count(*) AS n FROM page_versions WHERE instr(coalesce(sections, ''), ${url}) > 0`),
    finishes: db
      .select({ modelId: catalogueFinishes.modelId })
      .from(catalogueFinishes)
      .where(eq(catalogueFinishes.mediaId, id))
      .all().length,
  };
}

const needed = (needs: MediaNeeds) => needs.pages + needs.versions + needs.finishes > 0;

export type ForGood = "deleted" | "not-in-trash" | { stillNeeded: MediaNeeds };

/** Deletes a trashed image for good, unless something still shows it (then it says what). */
export async function deleteTrashedForGood(id: string): Promise<ForGood> {
  const row = getDb()
    .select()
    .from(media)
    .where(and(eq(media.id, id), isNotNull(media.trashedAt)))
    .get();
  if (!row) return "not-in-trash";
  const needs = mediaNeeds(row.id, toMediaItem(row).url);
  if (needed(needs)) return { stillNeeded: needs };
  await deleteMediaForGood(row.id);
  return "deleted";
}

/** Deletes for good every image trashed more than 30 days before `now` that nothing shows any more. */
export async function purgeMediaTrash(now = new Date()): Promise<string[]> {
  const cutoff = trashCutoff(now);
  const due = getDb()
    .select()
    .from(media)
    .where(and(isNotNull(media.trashedAt), lt(media.trashedAt, cutoff)))
    .all();
  const purged: string[] = [];
  for (const row of due) {
    if (needed(mediaNeeds(row.id, toMediaItem(row).url))) continue;
    await deleteMediaForGood(row.id);
    purged.push(row.id);
  }
  return purged;
}
