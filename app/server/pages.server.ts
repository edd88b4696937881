/**
 * Pages and their sections in the database (docs/product.md#publishing): each page keeps a draft, which the
 * builder autosaves, and a published version, which visitors see. Publishing copies the draft in one
 * transaction. The rules are the docs/product.md#states, #validation ones of app/lib/page-operations.ts.
 */
import { and, desc, eq, isNull, ne } from "drizzle-orm";

import { defaultSectionsFor } from "~/content/default-sections";
import { pagePictures, sectionImageUrls } from "~/content/image-url";
import type { PageImages } from "~/content/picture";
import { standardPageMeta } from "~/content/standard-page-meta";
import { standardPages, type StandardSlug } from "~/content/standard-pages";
import { startsWithPictureHero } from "~/lib/over-hero";
import type { PageDetailsChange, PageForEditing, PageSummary, Section } from "~/lib/page-model";
import { isUntouchedNewPage, newPage, type NewPageChoice, pageMessages, pageSlugProblem } from "~/lib/page-operations";

import { pageChanged, pageKey, showing } from "./cache-keys.server";
import { sectionCatalogueFor } from "./catalogue/section-catalogue.server";
import { type Db, getDb } from "./db.server";
import { uploadDetailsByUrl } from "./media/media.server";
import {
  existingRow,
  forEditing,
  PageRuleError,
  parseSections,
  requireRevision,
  rowOf,
  serialize,
  summaryOf,
  type Tx,
  writeDraft,
} from "./page-rows.server";
import { cancelPending } from "./page-schedule-rows.server";
import { recordVersion } from "./page-versions.server";
import { movePageAddress } from "./redirects.server";
import { pages } from "./schema.server";

export { conflictMessage, PageConflictError, pageNotFoundMessage, PageRuleError } from "./page-rows.server";

export const notStandardMessage = "Only standard pages have a designed layout to restore.";

/** The seven standard pages (docs/product.md#entities), added once; running again changes nothing. */
export function seedStandardPages(db: Db = getDb()): void {
  db.insert(pages)
    .values(
      standardPages.map((page) => ({
        ...page,
        publishedSlug: page.slug,
        publishedTitle: page.title,
        publishedDescription: page.description,
      })),
    )
    .onConflictDoNothing({ target: pages.slug })
    .run();
}

const standardOrder = (slug: string) => standardPages.findIndex((page) => page.slug === slug);

/** Every page: the standard ones in the order of docs/product.md#entities, then the others, newest first. */
export function listPages(): PageSummary[] {
  const db = getDb();
  seedStandardPages(db);
  const rows = db.select().from(pages).where(isNull(pages.trashedAt)).orderBy(desc(pages.id)).all();
  const standard = rows.filter((row) => row.isStandard).sort((a, b) => standardOrder(a.slug) - standardOrder(b.slug));
  return [...standard, ...rows.filter((row) => !row.isStandard)].map(summaryOf);
}

/** A page as the builder opens it, or null when there is none with that slug. */
export function getPageForEditing(slug: string): PageForEditing | null {
  const db = getDb();
  seedStandardPages(db);
  const row = rowOf(db, slug);
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

/**
 * docs/product.md#states New page: 'Untitled Page' at 'untitled-' plus the timestamp, unpublished, no sections;
 * or, when the administrator gave them, their title and the slug typed or made from it (docs/product.md#new-pages),
 * which must be free like any other page's.
 */
export function createPage(now: number = Date.now(), choice: NewPageChoice = {}): PageSummary {
  const db = getDb();
  seedStandardPages(db);
  return db.transaction(
    (tx) => {
      let page = newPage(now, choice);
      if (!choice.slug && !choice.title?.trim()) {
        // Two pages created in the same millisecond still get slugs of their own.
        for (let later = now + 1; rowOf(tx, page.slug); later += 1) page = newPage(later, choice);
      } else {
        const problem = pageSlugProblem({ slug: page.slug, isStandard: false }, takenSlugs(tx), null);
        if (problem) throw new PageRuleError(problem, problem === pageMessages.slugTaken ? 409 : 400);
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
  const db = getDb();
  seedStandardPages(db);
  return db.transaction(
    (tx) => {
      const row = existingRow(tx, previousSlug);
      requireRevision(row, baseRevision);
      const problem = pageSlugProblem(
        { slug: details.slug, isStandard: row.isStandard },
        takenSlugs(tx, row.id),
        previousSlug,
      );
      if (problem) throw new PageRuleError(problem, problem === pageMessages.slugTaken ? 409 : 400);
      const values = { ...details, ...(sections && { draftSections: serialize(sections) }) };
      return summaryOf(writeDraft(tx, row, baseRevision, values));
    },
    { behavior: "immediate" },
  );
}

/**
 * 'Publish & View Site': the draft becomes what visitors see and is kept as the page's next version,
 * all of it or nothing (docs/product.md#publishing). The draft's address becomes the live one, and the address
 * the page leaves answers 301 to it (docs/product.md#redirects). With `baseRevision`, only the draft of that revision
 * is published (409 otherwise), so a tab never publishes a draft it has not seen.
 */
export function publishPage(slug: string, baseRevision?: number): PageSummary {
  const db = getDb();
  seedStandardPages(db);
  return db.transaction(
    (tx) => {
      const row = existingRow(tx, slug);
      requireRevision(row, baseRevision);
      const publishedAt = new Date().toISOString();
      recordVersion(tx, row, publishedAt);
      movePageAddress(tx, row);
      cancelPending(tx, row.id, ["publish"]);
      pageChanged(row.publishedSlug, row.slug);
      tx.update(pages)
        .set({
          isPublished: true,
          publishedSlug: row.slug,
          publishedSections: row.draftSections,
          publishedTitle: row.title,
          publishedDescription: row.description,
          publishedSocialImage: row.socialImage,
          publishedNoindex: row.noindex,
          publishedAt,
        })
        .where(eq(pages.id, row.id))
        .run();
      return summaryOf(existingRow(tx, slug));
    },
    { behavior: "immediate" },
  );
}

/** 'Restore designed layout' (docs/product.md#standard-pages): a standard page drops its sections, draft and published. */
export function restoreDesignedLayout(slug: string, baseRevision?: number): PageSummary {
  const db = getDb();
  seedStandardPages(db);
  return db.transaction((tx) => {
    const row = existingRow(tx, slug);
    if (!row.isStandard) throw new PageRuleError(notStandardMessage, 400);
    const restored = writeDraft(tx, row, baseRevision ?? row.revision, { draftSections: null });
    pageChanged(row.publishedSlug ?? row.slug);
    tx.update(pages)
      .set({
        publishedSections: null,
        publishedTitle: row.title,
        publishedDescription: row.description,
        publishedSocialImage: row.socialImage,
        publishedNoindex: row.noindex,
        publishedAt: new Date().toISOString(),
      })
      .where(eq(pages.id, restored.id))
      .run();
    return summaryOf(existingRow(tx, slug));
  });
}

/**
 * docs/product.md#validation: standard pages cannot be deleted. Deleting another moves it to the trash
 * (docs/product.md#trash): visitors no longer see it, and it can be restored with its versions for 30 days.
 */
export function trashPage(slug: string): void {
  const db = getDb();
  seedStandardPages(db);
  db.transaction((tx) => {
    const row = existingRow(tx, slug);
    if (row.isStandard) throw new PageRuleError(pageMessages.cannotDeleteStandard, 403);
    tx.update(pages).set({ trashedAt: new Date().toISOString(), isPublished: false }).where(eq(pages.id, row.id)).run();
    cancelPending(tx, row.id, ["publish", "unpublish"]);
    pageChanged(row.publishedSlug);
  });
}

export interface PublishedPage {
  slug: string;
  title: string;
  description: string;
  /** The link-preview picture chosen; empty for the page's first picture. */
  socialImage: string;
  noindex: boolean;
  isStandard: boolean;
  /** What visitors see; null for a standard page shown with its designed layout. */
  sections: Section[] | null;
}

/**
 * The published version of a page, or null when no published page lives at that slug (a new address saved in
 * the draft is not live until it is published). A page
 * published before any sections were stored shows its default sections, as the builder did.
 */
export function getPublishedPage(slug: string): PublishedPage | null {
  // Read before it is known to exist: a page published later at this address must purge its 404 too.
  showing(pageKey(slug));
  const row = getDb()
    .select()
    .from(pages)
    .where(and(eq(pages.publishedSlug, slug), eq(pages.isPublished, true)))
    .get();
  if (!row) return null;
  const title = row.publishedTitle ?? row.title;
  const sections = parseSections(row.publishedSections, `/${slug}`);
  return {
    slug,
    title,
    description: row.publishedDescription ?? row.description,
    socialImage: row.publishedSocialImage,
    noindex: row.publishedNoindex,
    isStandard: row.isStandard,
    sections: sections ?? (row.isStandard ? null : defaultSectionsFor(slug, title)),
  };
}

/**
 * The media library's alt text and focal points of the uploads among `urls` (of the whole library without them),
 * read live (docs/product.md#media, decision 167); a focal point in the middle is left out.
 */
export function uploadImages(urls?: readonly string[]): Pick<PageImages, "alts" | "focalPoints"> {
  const uploads = [...uploadDetailsByUrl(urls)];
  const offCentre = uploads.filter(([, { focalPoint }]) => focalPoint.x !== 50 || focalPoint.y !== 50);
  return {
    alts: Object.fromEntries(uploads.map(([url, { alt }]) => [url, alt])),
    focalPoints: Object.fromEntries(offCentre.map(([url, { focalPoint }]) => [url, focalPoint])),
  };
}

/** What the sections' images need on the page: what the library says of uploads, and the site's own pictures. */
export function pageImagesFor(sections: readonly Section[]): PageImages {
  return { ...uploadImages([...new Set(sectionImageUrls(sections))]), ...pagePictures(sections) };
}

/**
 * The loader of each standard page's route (docs/product.md#standard-pages): the sections published for it, else
 * its default sections, which are its designed layout. `overHero` tells the site layout whether the header may
 * float over the first section.
 */
export function standardPageSections(slug: StandardSlug) {
  const page = getPublishedPage(slug);
  const title = page?.title ?? standardPages.find((candidate) => candidate.slug === slug)?.title ?? "";
  const sections = page?.sections ?? defaultSectionsFor(slug, title);
  return {
    sections,
    title,
    images: pageImagesFor(sections),
    catalogue: sectionCatalogueFor(sections),
    overHero: startsWithPictureHero(sections),
    meta: standardPageMeta[slug],
    /** A social image chosen replaces the designed page's own; noindex as published (decision 157). */
    socialImage: page?.socialImage ?? "",
    noindex: page?.noindex ?? false,
  };
}
