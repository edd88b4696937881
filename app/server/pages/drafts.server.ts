/**
 * Pages and their drafts (docs/product.md#states): the page list, a page as the builder opens it, a new page, and
 * the draft the builder autosaves. Publishing it is publishing.server.ts; going back is restore.server.ts. The rules
 * are the docs/product.md#states, #validation ones of app/lib/page-operations.ts.
 */
import { desc, eq, isNull, ne } from "drizzle-orm";

import { standardPages } from "~/content/standard-pages";
import type { PageDetailsChange, PageForEditing, PageSummary, Section } from "~/lib/page-model";
import { isUntouchedNewPage, newPage, type NewPageChoice, pageMessages, pageSlugProblem } from "~/lib/page-operations";

import { getDb } from "../db.server";
import { pages } from "../schema.server";
import {
  existingRow,
  forEditing,
  onPage,
  PageRuleError,
  requireRevision,
  rowOf,
  serialize,
  summaryOf,
  type Tx,
  writeDraft,
} from "./page-rows.server";

const notPublishedMessage = "This page has not been published, so there are no unpublished changes to discard.";

const standardOrder = (slug: string) => standardPages.findIndex((page) => page.slug === slug);

/** Every page: the standard ones in the order of docs/product.md#entities, then the others, newest first. */
export function listPages(): PageSummary[] {
  const rows = getDb().select().from(pages).where(isNull(pages.trashedAt)).orderBy(desc(pages.id)).all();
  const standard = rows.filter((row) => row.isStandard).sort((a, b) => standardOrder(a.slug) - standardOrder(b.slug));
  return [...standard, ...rows.filter((row) => !row.isStandard)].map(summaryOf);
}

/** A page as the builder opens it, or null when there is none with that slug. */
export function getPageForEditing(slug: string): PageForEditing | null {
  const row = rowOf(getDb(), slug);
  return row ? forEditing(row) : null;
}

/**
 * The addresses other pages hold: their drafts' and their live ones, so a page never takes an address another
 * page still answers at, or will when it publishes (decision 098).
 */
export function takenSlugs(tx: Tx, exceptId?: number): { slug: string }[] {
  const rows = tx
    .select({ slug: pages.slug, publishedSlug: pages.publishedSlug })
    .from(pages)
    .where(exceptId === undefined ? undefined : ne(pages.id, exceptId))
    .all();
  return rows.flatMap((row) => [
    { slug: row.slug },
    ...(row.publishedSlug === null ? [] : [{ slug: row.publishedSlug }]),
  ]);
}

/** Refuses a slug another page holds (409) or the slug rules refuse (400). */
function requireFreeSlug(tx: Tx, page: { slug: string; isStandard: boolean }, exceptId?: number, previous?: string) {
  const problem = pageSlugProblem(page, takenSlugs(tx, exceptId), previous ?? null);
  if (problem) throw new PageRuleError(problem, problem === pageMessages.slugTaken ? 409 : 400);
}

/**
 * docs/product.md#states New page: 'Untitled Page' at 'untitled-' plus the timestamp, unpublished, no sections;
 * or, when the administrator gave them, their title and the slug typed or made from it (docs/product.md#new-pages),
 * which must be free like any other page's.
 */
export function createPage(now: number = Date.now(), choice: NewPageChoice = {}): PageSummary {
  return getDb().transaction(
    (tx) => {
      let page = newPage(now, choice);
      if (!choice.slug && !choice.title?.trim()) {
        // Two pages created in the same millisecond still get slugs of their own.
        for (let later = now + 1; rowOf(tx, page.slug); later += 1) page = newPage(later, choice);
      } else {
        requireFreeSlug(tx, { slug: page.slug, isStandard: false });
      }
      tx.insert(pages).values(page).run();
      return summaryOf(existingRow(tx, page.slug));
    },
    { behavior: "immediate" },
  );
}

/**
 * Deletes a new page the administrator left without giving it a title or editing it, so such pages do not pile
 * up in the list (docs/product.md#new-pages). Anything else, and a page already gone, is left as it is.
 * Answers whether the page was deleted.
 */
export function discardUntouchedNewPage(slug: string): boolean {
  return getDb().transaction(
    (tx) => {
      const row = rowOf(tx, slug);
      if (!row || !isUntouchedNewPage(row) || row.draftSections !== null || row.publishedAt !== null) return false;
      tx.delete(pages).where(eq(pages.id, row.id)).run();
      return true;
    },
    { behavior: "immediate" },
  );
}

/**
 * Saves a page's details and, when given, its draft sections, through the slug it is stored under
 * now: a changed slug renames the page, and its sections go with it (docs/product.md#states).
 * `baseRevision` is the revision the edit was made on; when the draft has moved on since, nothing is
 * written and a PageConflictError carries the page as it is now.
 */
export function savePageDraft(
  previousSlug: string,
  details: PageDetailsChange,
  sections: readonly Section[] | undefined,
  baseRevision: number,
): PageSummary {
  return onPage(previousSlug, (tx, row) => {
    requireRevision(row, baseRevision);
    requireFreeSlug(tx, { slug: details.slug, isStandard: row.isStandard }, row.id, previousSlug);
    const values = { ...details, ...(sections && { draftSections: serialize(sections) }) };
    return summaryOf(writeDraft(tx, row, baseRevision, values));
  });
}

/** 'Discard unpublished changes': the draft becomes the published version again, its address too. */
export function discardChanges(slug: string, baseRevision: number): PageForEditing {
  return onPage(slug, (tx, row) => {
    requireRevision(row, baseRevision);
    if (!row.isPublished) throw new PageRuleError(notPublishedMessage, 400);
    return forEditing(
      writeDraft(tx, row, baseRevision, {
        slug: row.publishedSlug ?? row.slug,
        title: row.publishedTitle ?? row.title,
        description: row.publishedDescription ?? row.description,
        socialImage: row.publishedSocialImage,
        noindex: row.publishedNoindex,
        draftSections: row.publishedSections,
        draftRestores: null,
      }),
    );
  });
}
