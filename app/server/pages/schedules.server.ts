/**
 * Scheduled publishing and unpublishing (decision 161). A scheduled change goes through the same operation as the
 * administrator's button (publishPage, unpublishPage): a version is kept, a moved address redirects, the CDN is told.
 * Each change is claimed in the transaction that makes it, so of several processes on one database exactly one makes it.
 */
import { and, asc, desc, eq, lte, max, ne } from "drizzle-orm";

import { type PageSchedule, type ScheduleAction, scheduleProblem, type ScheduleRequest } from "~/lib/page-schedule";

import { getDb } from "../db.server";
import { log } from "../log.server";
import { pages, pageSchedules, pageVersions } from "../schema.server";
import { existingRow, onPage, PageRuleError, type Tx } from "./page-rows.server";
import { publishPage, unpublishPage } from "./publishing.server";
import { cancelPending, pendingOf, toSchedule } from "./schedule-rows.server";

/** How many changes that have happened each page's list shows, newest first, after the pending ones. */
const shownHistory = 5;

function schedulesOfPage(db: Pick<Tx, "select">, pageId: number): PageSchedule[] {
  const history = db
    .select()
    .from(pageSchedules)
    .where(and(eq(pageSchedules.pageId, pageId), ne(pageSchedules.status, "pending")))
    .orderBy(desc(pageSchedules.doneAt))
    .limit(shownHistory)
    .all();
  return [...pendingOf(db, pageId), ...history].map(toSchedule);
}

/** A page's pending changes, soonest first, then the last few that happened. */
export function pageSchedulesOf(slug: string): PageSchedule[] {
  const db = getDb();
  return schedulesOfPage(db, existingRow(db, slug).id);
}

/** Schedules a change, replacing the pending one of the same kind; a time that breaks a rule is refused (400, 403). */
export function schedulePageChange(slug: string, request: ScheduleRequest, now = new Date()): PageSchedule[] {
  return onPage(slug, (tx, row) => {
    const pending = pendingOf(tx, row.id).filter((change) => change.action !== request.action);
    const checked = scheduleProblem(request, {
      now,
      isStandard: row.isStandard,
      isPublished: row.isPublished,
      pending,
    });
    if ("problem" in checked) throw new PageRuleError(checked.problem, row.isStandard ? 403 : 400);
    cancelPending(tx, row.id, [request.action]);
    tx.insert(pageSchedules).values({ pageId: row.id, action: request.action, dueAt: checked.dueAt }).run();
    return schedulesOfPage(tx, row.id);
  });
}

/** Cancels the pending change of that kind, if there is one. */
export function cancelPageChange(slug: string, action: ScheduleAction): PageSchedule[] {
  return onPage(slug, (tx, row) => {
    cancelPending(tx, row.id, [action]);
    return schedulesOfPage(tx, row.id);
  });
}

/** When the soonest pending change is due, or null when none is pending. */
export function nextDueAt(): Date | null {
  const row = getDb()
    .select({ dueAt: pageSchedules.dueAt })
    .from(pageSchedules)
    .where(eq(pageSchedules.status, "pending"))
    .orderBy(asc(pageSchedules.dueAt))
    .limit(1)
    .get();
  return row ? new Date(row.dueAt) : null;
}

/**
 * Makes every change due by `now`, oldest first, each in its own transaction; answers how many it made. A change
 * that breaks a page rule at its time is kept as failed, with the reason, and logged.
 */
export function runDueSchedules(now = new Date()): number {
  const db = getDb();
  const due = db
    .select()
    .from(pageSchedules)
    .where(and(eq(pageSchedules.status, "pending"), lte(pageSchedules.dueAt, now.toISOString())))
    .orderBy(asc(pageSchedules.dueAt))
    .all();
  let made = 0;
  for (const change of due) {
    db.transaction(
      (tx) => {
        const doneAt = new Date().toISOString();
        const claimed = tx
          .update(pageSchedules)
          .set({ status: "done", doneAt })
          .where(and(eq(pageSchedules.id, change.id), eq(pageSchedules.status, "pending")))
          .returning()
          .get();
        if (!claimed) return;
        const page = tx.select().from(pages).where(eq(pages.id, claimed.pageId)).get();
        if (!page) return;
        try {
          if (claimed.action === "publish") publishPage(page.slug);
          else unpublishPage(page.slug);
          const version =
            claimed.action === "publish"
              ? tx
                  .select({ number: max(pageVersions.number) })
                  .from(pageVersions)
                  .where(eq(pageVersions.pageId, page.id))
                  .get()?.number
              : null;
          tx.update(pageSchedules)
            .set({ versionNumber: version ?? null })
            .where(eq(pageSchedules.id, claimed.id))
            .run();
          made += 1;
          log("info", `Scheduled ${claimed.action} of /${page.slug} made.`, { dueAt: claimed.dueAt });
        } catch (error) {
          if (!(error instanceof PageRuleError)) throw error;
          tx.update(pageSchedules)
            .set({ status: "failed", outcome: error.message })
            .where(eq(pageSchedules.id, claimed.id))
            .run();
          log("warn", `Scheduled ${claimed.action} of /${page.slug} could not be made.`, { reason: error.message });
        }
      },
      { behavior: "immediate" },
    );
  }
  return made;
}
