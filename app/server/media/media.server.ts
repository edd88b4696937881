import { and, asc, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";

import {
  type FocalPoint,
  matchesMediaSearch,
  type MediaItem,
  type MediaPatch,
  type MediaUse,
  type MediaVariant,
} from "~/lib/media/media-item";

import { changed, mediaKey, showing } from "../cache-keys.server";
import { getDb } from "../db.server";
import { media } from "../schema.server";
import { removeMediaFiles } from "./media-files.server";

type MediaRow = typeof media.$inferSelect;

/** How variants are kept in the `variants` column: file names, so urls follow wherever /media is served. */
export interface StoredVariant {
  format: MediaVariant["format"];
  width: number;
  file: string;
}

const urlOf = (file: string) => `/media/${file}`;

function storedVariants(row: MediaRow): StoredVariant[] {
  try {
    const parsed: unknown = JSON.parse(row.variants);
    return Array.isArray(parsed) ? (parsed as StoredVariant[]) : [];
  } catch (error) {
    console.error(`The variants of media item ${row.id} could not be read:`, error);
    return [];
  }
}

export function toMediaItem(row: MediaRow): MediaItem {
  return {
    id: row.id,
    name: row.name,
    url: urlOf(row.file),
    uploadDate: row.uploadDate,
    size: row.size,
    type: row.type,
    width: row.width,
    height: row.height,
    alt: row.alt,
    focalPoint: { x: row.focalX, y: row.focalY },
    variants: storedVariants(row).map(({ format, width, file }) => ({ format, width, url: urlOf(file) })),
    revision: row.revision,
    ...(row.trashedAt ? { trashedAt: row.trashedAt } : {}),
  };
}

/** Newest first; images uploaded together keep the order they were chosen in. */
const newestFirst = [desc(media.uploadDate), asc(sql`rowid`)] as const;

/** The library, without the trash. docs/product.md#validation: `search` matches the name or the alt text as a case-insensitive substring. */
export function listMedia(search = ""): MediaItem[] {
  return getDb()
    .select()
    .from(media)
    .where(isNull(media.trashedAt))
    .orderBy(...newestFirst)
    .all()
    .filter((row) => matchesMediaSearch(row, search))
    .map(toMediaItem);
}

export function mediaCount(): number {
  return getDb().select({ count: count() }).from(media).get()?.count ?? 0;
}

export function getMedia(id: string): MediaItem | null {
  const row = getDb().select().from(media).where(eq(media.id, id)).get();
  return row ? toMediaItem(row) : null;
}

export interface NewMedia {
  id: string;
  name: string;
  file: string;
  type: string;
  size: number;
  width: number;
  height: number;
  alt: string;
  variants: StoredVariant[];
}

/** Adds the items of one upload in one transaction, so either all of them are kept or none. */
export function insertMedia(items: readonly NewMedia[]): MediaItem[] {
  const uploadDate = new Date().toISOString();
  return getDb().transaction((tx) =>
    items.map((item) =>
      toMediaItem(
        tx
          .insert(media)
          .values({ ...item, uploadDate, variants: JSON.stringify(item.variants) })
          .returning()
          .get(),
      ),
    ),
  );
}

/** Removes rows whose files never reached the media folder (an upload that failed after its commit). */
export function forgetMedia(ids: readonly string[]): void {
  getDb().delete(media).where(inArray(media.id, ids)).run();
}

/** The files one row names: its original and its variants. */
export const filesOfMediaRow = (row: MediaRow): string[] => [row.file, ...storedVariants(row).map((v) => v.file)];

/** Every file the library's rows name (originals and variants), by item, for the start-up reconciliation. */
export function mediaFilesByItem(): { id: string; name: string; files: string[] }[] {
  return getDb()
    .select()
    .from(media)
    .all()
    .map((row) => ({ id: row.id, name: row.name, files: filesOfMediaRow(row) }));
}

const mediaConflictMessage = "This image's details were changed in another tab or browser.";

/** A change based on a revision that is not the latest: refused, with the item as it is now. */
export class MediaConflictError extends Error {
  constructor(readonly current: MediaItem) {
    super(mediaConflictMessage);
  }
}

/**
 * Changes the name, alt text or focal point as the next revision, only if `revision` is still the latest (the
 * check and the write are one statement); null when there is no such item. The public pages read the alt text
 * and the focal point live (decision 167), so a change to either purges the pages that show uploads.
 */
export function updateMedia(id: string, { revision, focalPoint, ...patch }: MediaPatch): MediaItem | null {
  return getDb().transaction((tx) => {
    const row = tx
      .update(media)
      .set({ ...patch, ...(focalPoint && { focalX: focalPoint.x, focalY: focalPoint.y }), revision: revision + 1 })
      .where(and(eq(media.id, id), eq(media.revision, revision)))
      .returning()
      .get();
    if (row) {
      if (patch.alt !== undefined || focalPoint) changed([mediaKey]);
      return toMediaItem(row);
    }
    const current = tx.select().from(media).where(eq(media.id, id)).get();
    if (current) throw new MediaConflictError(toMediaItem(current));
    return null;
  });
}

/** Moves an item to the trash (docs/product.md#media): its files stay, so every page showing it still does. */
export function trashMedia(id: string): boolean {
  const moved = getDb()
    .update(media)
    .set({ trashedAt: new Date().toISOString() })
    .where(and(eq(media.id, id), isNull(media.trashedAt)))
    .run();
  return moved.changes > 0;
}

/**
 * Removes an item for good and, unless an identical upload still shares them (same content, same names), its
 * files. Returns false when there was no such item. Only the trash calls it, for an image nothing uses.
 */
export async function deleteMediaForGood(id: string): Promise<boolean> {
  const files = getDb().transaction((tx) => {
    const row = tx.select().from(media).where(eq(media.id, id)).get();
    if (!row) return null;
    tx.delete(media).where(eq(media.id, id)).run();
    const shared = tx.select({ id: media.id }).from(media).where(eq(media.file, row.file)).get();
    return shared ? [] : [row.file, ...storedVariants(row).map((variant) => variant.file)];
  });
  if (!files) return false;
  await removeMediaFiles(files);
  return true;
}

/**
 * The pages whose draft or published sections show the image (docs/product.md#media: deleting warns first).
 * Reads the pages table's JSON columns directly and only reads: the section image urls are in there verbatim.
 */
export function mediaUsedOn(url: string): MediaUse[] {
  return getDb().all<MediaUse>(sql`
    SELECT slug, title FROM pages
    WHERE instr(coalesce(draft_sections, ''), ${url}) > 0 OR instr(coalesce(published_sections, ''), ${url}) > 0
    ORDER BY slug <> '', title COLLATE NOCASE`);
}

/** What the public pages show of an upload besides its files: its alt text and its focal point. */
export interface UploadDetails {
  alt: string;
  focalPoint: FocalPoint;
}

/**
 * The alt text and focal point of each uploaded image among `urls` (of every image in the library, trash included,
 * without them: for the builder's preview), for the pages (docs/product.md#media), read live (decision 167).
 */
export function uploadDetailsByUrl(urls?: readonly string[]): Map<string, UploadDetails> {
  const files = urls?.filter((url) => url.startsWith("/media/")).map((url) => url.slice("/media/".length));
  if (files?.length === 0) return new Map();
  showing(mediaKey);
  const rows = getDb()
    .select({ file: media.file, alt: media.alt, x: media.focalX, y: media.focalY })
    .from(media)
    .where(files && inArray(media.file, files))
    .all();
  return new Map(rows.map(({ file, alt, x, y }) => [urlOf(file), { alt, focalPoint: { x, y } }]));
}
