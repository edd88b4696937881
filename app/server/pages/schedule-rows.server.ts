/**
 * The pending scheduled changes of a page, as the page operations see them (decision 161): publishing by hand cancels a
 * pending scheduled publish, unpublishing by hand a pending scheduled unpublish, and the trash cancels both.
 */
import { and, asc, eq, inArray } from "drizzle-orm";

import type { PageSchedule, ScheduleAction } from "~/lib/page-schedule";

import { getDb } from "../db.server";
import { pages, pageSchedules } from "../schema.server";
import type { Tx } from "./page-rows.server";

export const toSchedule = (row: typeof pageSchedules.$inferSelect): PageSchedule => ({
  action: row.action,
  dueAt: row.dueAt,
  status: row.status,
  doneAt: row.doneAt,
  outcome: row.outcome,
});

export function cancelPending(tx: Tx, pageId: number, actions: readonly ScheduleAction[]): void {
  tx.delete(pageSchedules)
    .where(
      and(
        eq(pageSchedules.pageId, pageId),
        eq(pageSchedules.status, "pending"),
        inArray(pageSchedules.action, [...actions]),
      ),
    )
    .run();
}

export function pendingOf(tx: Pick<Tx, "select">, pageId: number) {
  return tx
    .select()
    .from(pageSchedules)
    .where(and(eq(pageSchedules.pageId, pageId), eq(pageSchedules.status, "pending")))
    .orderBy(asc(pageSchedules.dueAt))
    .all();
}

/** Every page's pending changes by the page's slug, for the page list. */
export function pendingSchedulesBySlug(): Map<string, PageSchedule[]> {
  const rows = getDb()
    .select({ slug: pages.slug, schedule: pageSchedules })
    .from(pageSchedules)
    .innerJoin(pages, eq(pages.id, pageSchedules.pageId))
    .where(eq(pageSchedules.status, "pending"))
    .orderBy(asc(pageSchedules.dueAt))
    .all();
  const bySlug = new Map<string, PageSchedule[]>();
  for (const { slug, schedule } of rows) bySlug.set(slug, [...(bySlug.get(slug) ?? []), toSchedule(schedule)]);
  return bySlug;
}
