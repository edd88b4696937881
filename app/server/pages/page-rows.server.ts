/**
 * Reading and writing one page's row, shared by the page operations: what a row means (its status, its sections),
 * the one way to run an operation on a page, and the one way to write its draft, which checks the revision the
 * write was based on in the same transaction that writes it.
 */
import { and, eq, isNull } from "drizzle-orm";

import { defaultSectionsFor } from "~/content/default-sections";
import {
  type PageDetailsChange,
  type PageForEditing,
  type PageStatus,
  type PageSummary,
  type Section,
  sectionsSchema,
} from "~/lib/page-model";
import type { z } from "~/lib/zod";

import { type Db, getDb } from "../db.server";
import { log } from "../log.server";
import { pages } from "../schema.server";

export type PageRow = typeof pages.$inferSelect;
/** The database or a transaction on it. */
export type Tx = Pick<Db, "select" | "insert" | "update" | "delete">;

/** A page rule the request broke, with the HTTP status that says so. */
export class PageRuleError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 403 | 404 | 409,
  ) {
    super(message);
  }
}

export const conflictMessage = "This page was changed in another tab or browser.";

/** A write based on a revision that is not the latest: refused, with the page as it is now. */
export class PageConflictError extends PageRuleError {
  constructor(readonly current: PageForEditing) {
    super(conflictMessage, 409);
  }
}

export const pageNotFoundMessage = "This page does not exist any more. It may have been deleted in another tab.";

export const serialize = (sections: readonly Section[]) => JSON.stringify(sections);

/** Stored JSON read with `schema`, or null when none is stored; unreadable JSON is logged, naming `what`, and read as none. */
export function parseStored<T>(json: string | null, schema: z.ZodType<T>, what: string): T | null {
  if (json === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(json));
    if (parsed.success) return parsed.data;
  } catch {
    // Falls through to the log below.
  }
  log("error", `${what} could not be read; treating them as none.`);
  return null;
}

/** Stored sections, or null when none are stored; unreadable ones are logged and treated as none (docs/product.md#messages). */
export const parseSections = (json: string | null, where: string): Section[] | null =>
  parseStored(json, sectionsSchema, `Stored sections of ${where}`);

function statusOf(row: PageRow): PageStatus {
  if (!row.isPublished) return "draft";
  const same =
    row.slug === row.publishedSlug &&
    row.draftSections === row.publishedSections &&
    row.title === row.publishedTitle &&
    row.description === row.publishedDescription &&
    row.socialImage === row.publishedSocialImage &&
    row.noindex === row.publishedNoindex;
  return same ? "published" : "changes";
}

export function summaryOf(row: PageRow): PageSummary {
  return {
    slug: row.slug,
    liveSlug: row.isPublished ? row.publishedSlug : null,
    title: row.title,
    description: row.description,
    socialImage: row.socialImage,
    noindex: row.noindex,
    isPublished: row.isPublished,
    isStandard: row.isStandard,
    status: statusOf(row),
    updatedAt: row.updatedAt,
    revision: row.revision,
  };
}

/** A page as the builder opens it. */
export function forEditing(row: PageRow): PageForEditing {
  return {
    page: summaryOf(row),
    draft: parseSections(row.draftSections, `/${row.slug} (draft)`),
    published: parseSections(row.publishedSections, `/${row.slug}`),
    defaults: defaultSectionsFor(row.slug, row.title),
  };
}

/** The sections the builder shows for the draft: stored ones, else the published ones, else the defaults. */
export function draftSectionsOf(row: PageRow): Section[] {
  const { draft, published, defaults } = forEditing(row);
  return draft ?? published ?? defaults;
}

/** The page at `slug` the admin can work on: a page in the trash has to be restored first. */
export function rowOf(db: Pick<Db, "select">, slug: string): PageRow | undefined {
  return db
    .select()
    .from(pages)
    .where(and(eq(pages.slug, slug), isNull(pages.trashedAt)))
    .get();
}

export function existingRow(db: Pick<Db, "select">, slug: string): PageRow {
  const row = rowOf(db, slug);
  if (!row) throw new PageRuleError(pageNotFoundMessage, 404);
  return row;
}

/**
 * What a draft write may change: the page settings, the draft sections (null: none stored), the restores made into it
 * (draft-restores.server.ts).
 */
export type DraftValues = Partial<PageDetailsChange> & { draftSections?: string | null; draftRestores?: string | null };

/**
 * Writes the draft as a new revision, only if `baseRevision` is still the latest: the check and the
 * write are one statement, so of many writes based on one revision exactly one succeeds, whichever
 * process makes it. Returns the row as written.
 */
export function writeDraft(tx: Tx, row: PageRow, baseRevision: number, values: DraftValues): PageRow {
  const written = tx
    .update(pages)
    .set({ ...values, revision: baseRevision + 1, updatedAt: new Date().toISOString() })
    .where(and(eq(pages.id, row.id), eq(pages.revision, baseRevision)))
    .returning()
    .get();
  if (written) return written;
  const current = tx.select().from(pages).where(eq(pages.id, row.id)).get();
  if (!current) throw new PageRuleError(pageNotFoundMessage, 404);
  throw new PageConflictError(forEditing(current));
}

/** Refuses, before anything is written, an operation based on a revision that is not the latest. */
export function requireRevision(row: PageRow, baseRevision: number | undefined): void {
  if (baseRevision !== undefined && row.revision !== baseRevision) throw new PageConflictError(forEditing(row));
}

/**
 * Runs `operation` on the page at `slug` (404 when there is none) in one transaction that holds the write lock from
 * its start, so what it read is still true when it writes.
 */
export function onPage<T>(slug: string, operation: (tx: Tx, row: PageRow) => T): T {
  return getDb().transaction((tx) => operation(tx, existingRow(tx, slug)), { behavior: "immediate" });
}
