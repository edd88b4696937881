// Deleted pages (docs/product.md#trash): offline at once, kept with their versions and restorable for 30 days, then
// deleted for good with their versions and the redirects to them.
import { and, count, desc, eq, isNotNull, lt } from "drizzle-orm";

import type { TrashedPage } from "~/lib/page-model";
import { pageMessages } from "~/lib/page-operations";
import { trashCutoff } from "~/lib/trash";

import { pageChanged } from "../cache-keys.server";
import { getDb } from "../db.server";
import { pages, pageVersions } from "../schema.server";
import { onPage, PageRuleError, summaryOf } from "./page-rows.server";
import { cancelPending } from "./schedule-rows.server";

/**
 * docs/product.md#validation: standard pages cannot be deleted. Deleting another moves it to the trash: visitors no
 * longer see it, and it can be restored with its versions for 30 days.
 */
export function trashPage(slug: string): void {
  onPage(slug, (tx, row) => {
    if (row.isStandard) throw new PageRuleError(pageMessages.cannotDeleteStandard, 403);
    tx.update(pages).set({ trashedAt: new Date().toISOString(), isPublished: false }).where(eq(pages.id, row.id)).run();
    cancelPending(tx, row.id, ["publish", "unpublish"]);
    pageChanged(row.publishedSlug);
  });
}

/** The trash's pages, most recently deleted first, with how many versions each keeps. */
export function trashedPages(): TrashedPage[] {
  const db = getDb();
  return db
    .select()
    .from(pages)
    .where(isNotNull(pages.trashedAt))
    .orderBy(desc(pages.trashedAt))
    .all()
    .map((row) => ({
      id: row.id,
      title: row.title,
      slug: row.slug,
      trashedAt: row.trashedAt!,
      versions: db.select({ n: count() }).from(pageVersions).where(eq(pageVersions.pageId, row.id)).get()?.n ?? 0,
    }));
}

/** Puts a page back among the pages, unpublished (publishing it again is the administrator's choice). */
export function restorePage(id: number) {
  const row = getDb()
    .update(pages)
    .set({ trashedAt: null })
    .where(and(eq(pages.id, id), isNotNull(pages.trashedAt)))
    .returning()
    .get();
  return row ? summaryOf(row) : null;
}

/** Deletes a trashed page for good, with its versions and the redirects to it (both cascade). */
export function deletePageForGood(id: number): boolean {
  return (
    getDb()
      .delete(pages)
      .where(and(eq(pages.id, id), isNotNull(pages.trashedAt)))
      .run().changes > 0
  );
}

/** Deletes for good every page trashed more than 30 days before `now`. */
export function purgePageTrash(now = new Date()): number {
  const cutoff = trashCutoff(now);
  return getDb()
    .delete(pages)
    .where(and(isNotNull(pages.trashedAt), lt(pages.trashedAt, cutoff)))
    .run().changes;
}
