/**
 * Pages and their sections in the database (docs/product.md#publishing): each page keeps a draft, which the
 * builder autosaves, and a published version, which visitors see. Publishing copies the draft in one
 * transaction. The rules are the docs/product.md#states, #validation ones of app/lib/page-operations.ts.
 */
import { and, desc, eq, ne } from "drizzle-orm";
import { defaultSectionsFor } from "~/content/default-sections";
import { standardPages } from "~/content/standard-pages";
import {
  type PageDetails,
  type PageForEditing,
  type PageStatus,
  type PageSummary,
  type Section,
  sectionsSchema,
} from "~/lib/page-model";
import { newPage, pageMessages, pageSlugProblem } from "~/lib/page-operations";
import { startsWithPictureHero } from "~/lib/over-hero";
import { type Db, getDb } from "./db.server";
import { mediaAltByUrl } from "./media/media.server";
import { pages } from "./schema.server";

type PageRow = typeof pages.$inferSelect;

/** A page rule the request broke, with the HTTP status that says so. */
export class PageRuleError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 403 | 404 | 409,
  ) {
    super(message);
  }
}

export const pageNotFoundMessage = "This page does not exist any more. It may have been deleted in another tab.";
export const notStandardMessage = "Only standard pages have a designed layout to restore.";

const serialize = (sections: readonly Section[]) => JSON.stringify(sections);

/** Stored sections, or null when none are stored; unreadable ones are logged and treated as none (docs/product.md#messages). */
function parseSections(json: string | null, where: string): Section[] | null {
  if (json === null) return null;
  try {
    const parsed = sectionsSchema.safeParse(JSON.parse(json));
    if (parsed.success) return parsed.data;
  } catch {
    // Falls through to the log below.
  }
  console.error(`Stored sections of ${where} could not be read; treating them as none.`);
  return null;
}

function statusOf(row: PageRow): PageStatus {
  if (!row.isPublished) return "draft";
  const same =
    row.draftSections === row.publishedSections &&
    row.title === row.publishedTitle &&
    row.description === row.publishedDescription;
  return same ? "published" : "changes";
}

function summaryOf(row: PageRow): PageSummary {
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    isPublished: row.isPublished,
    isStandard: row.isStandard,
    status: statusOf(row),
    updatedAt: row.updatedAt,
  };
}

/** The seven standard pages (docs/product.md#entities), added once; running again changes nothing. */
export function seedStandardPages(db: Db = getDb()): void {
  db.insert(pages)
    .values(
      standardPages.map((page) => ({
        ...page,
        publishedTitle: page.title,
        publishedDescription: page.description,
      })),
    )
    .onConflictDoNothing({ target: pages.slug })
    .run();
}

function rowOf(db: Pick<Db, "select">, slug: string): PageRow | undefined {
  return db.select().from(pages).where(eq(pages.slug, slug)).get();
}

function existingRow(db: Pick<Db, "select">, slug: string): PageRow {
  const row = rowOf(db, slug);
  if (!row) throw new PageRuleError(pageNotFoundMessage, 404);
  return row;
}

const standardOrder = (slug: string) => standardPages.findIndex((page) => page.slug === slug);

/** Every page: the standard ones in the order of docs/product.md#entities, then the others, newest first. */
export function listPages(): PageSummary[] {
  const db = getDb();
  seedStandardPages(db);
  const rows = db.select().from(pages).orderBy(desc(pages.id)).all();
  const standard = rows.filter((row) => row.isStandard).sort((a, b) => standardOrder(a.slug) - standardOrder(b.slug));
  return [...standard, ...rows.filter((row) => !row.isStandard)].map(summaryOf);
}

/** A page as the builder opens it, or null when there is none with that slug. */
export function getPageForEditing(slug: string): PageForEditing | null {
  const db = getDb();
  seedStandardPages(db);
  const row = rowOf(db, slug);
  if (!row) return null;
  return {
    page: summaryOf(row),
    draft: parseSections(row.draftSections, `/${row.slug} (draft)`),
    published: parseSections(row.publishedSections, `/${row.slug}`),
    defaults: defaultSectionsFor(row.slug, row.title),
  };
}

/** docs/product.md#states New page: 'Untitled Page', 'untitled-' plus the timestamp, unpublished, no sections. */
export function createPage(now: number = Date.now()): PageSummary {
  const db = getDb();
  return db.transaction((tx) => {
    let page = newPage(now);
    // Two pages created in the same millisecond still get slugs of their own.
    for (let later = now + 1; rowOf(tx, page.slug); later += 1) page = newPage(later);
    tx.insert(pages).values(page).run();
    return summaryOf(existingRow(tx, page.slug));
  });
}

/**
 * Saves a page's details and, when given, its draft sections, through the slug it is stored under
 * now: a changed slug renames the page, and its sections go with it (docs/product.md#states).
 */
export function savePageDraft(previousSlug: string, details: PageDetails, sections?: readonly Section[]): PageSummary {
  const db = getDb();
  seedStandardPages(db);
  return db.transaction((tx) => {
    const row = existingRow(tx, previousSlug);
    const others = tx.select({ slug: pages.slug }).from(pages).where(ne(pages.id, row.id)).all();
    const problem = pageSlugProblem({ slug: details.slug, isStandard: row.isStandard }, others, previousSlug);
    if (problem) throw new PageRuleError(problem, problem === pageMessages.slugTaken ? 409 : 400);
    tx.update(pages)
      .set({
        slug: details.slug,
        title: details.title,
        description: details.description,
        ...(sections && { draftSections: serialize(sections) }),
        updatedAt: new Date().toISOString(),
      })
      .where(eq(pages.id, row.id))
      .run();
    return summaryOf(existingRow(tx, details.slug));
  });
}

/** 'Publish & View Site': the draft becomes what visitors see, all of it or nothing (docs/product.md#publishing). */
export function publishPage(slug: string): PageSummary {
  const db = getDb();
  seedStandardPages(db);
  return db.transaction((tx) => {
    const row = existingRow(tx, slug);
    tx.update(pages)
      .set({
        isPublished: true,
        publishedSections: row.draftSections,
        publishedTitle: row.title,
        publishedDescription: row.description,
        publishedAt: new Date().toISOString(),
      })
      .where(eq(pages.id, row.id))
      .run();
    return summaryOf(existingRow(tx, slug));
  });
}

/** 'Restore designed layout' (docs/product.md#standard-pages): a standard page drops its sections, draft and published. */
export function restoreDesignedLayout(slug: string): PageSummary {
  const db = getDb();
  seedStandardPages(db);
  return db.transaction((tx) => {
    const row = existingRow(tx, slug);
    if (!row.isStandard) throw new PageRuleError(notStandardMessage, 400);
    tx.update(pages)
      .set({
        draftSections: null,
        publishedSections: null,
        publishedTitle: row.title,
        publishedDescription: row.description,
        publishedAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      })
      .where(eq(pages.id, row.id))
      .run();
    return summaryOf(existingRow(tx, slug));
  });
}

/** docs/product.md#validation: standard pages cannot be deleted; deleting another removes its sections with it. */
export function deletePage(slug: string): void {
  const db = getDb();
  seedStandardPages(db);
  db.transaction((tx) => {
    const row = existingRow(tx, slug);
    if (row.isStandard) throw new PageRuleError(pageMessages.cannotDeleteStandard, 403);
    tx.delete(pages).where(eq(pages.id, row.id)).run();
  });
}

export interface PublishedPage {
  slug: string;
  title: string;
  description: string;
  isStandard: boolean;
  /** What visitors see; null for a standard page shown with its designed layout. */
  sections: Section[] | null;
}

/**
 * The published version of a page, or null when there is no published page with that slug. A page
 * published before any sections were stored shows its default sections, as the builder did.
 */
export function getPublishedPage(slug: string): PublishedPage | null {
  const row = getDb()
    .select()
    .from(pages)
    .where(and(eq(pages.slug, slug), eq(pages.isPublished, true)))
    .get();
  if (!row) return null;
  const title = row.publishedTitle ?? row.title;
  const sections = parseSections(row.publishedSections, `/${row.slug}`);
  return {
    slug: row.slug,
    title,
    description: row.publishedDescription ?? row.description,
    isStandard: row.isStandard,
    sections: sections ?? (row.isStandard ? null : defaultSectionsFor(row.slug, title)),
  };
}

/** The media library's alt text of the uploaded images the sections show, by url (docs/product.md#media). */
export function imageAltsFor(sections: readonly Section[]): Record<string, string> {
  const urls = sections.flatMap((section) => [section.imageUrl, ...(section.items ?? []).map((item) => item.imageUrl)]);
  return Object.fromEntries(mediaAltByUrl([...new Set(urls)]));
}

/**
 * The loader of each standard page's route (docs/product.md#standard-pages): the sections published for it, which
 * visitors then see instead of the designed layout; `published` is null for the designed layout.
 * `overHero` tells the site layout whether the header may float over the first section.
 */
export function publishedSectionsFor(slug: string): {
  published: { sections: Section[]; title: string; imageAlts: Record<string, string> } | null;
  overHero?: boolean;
} {
  const page = getPublishedPage(slug);
  if (!page?.sections) return { published: null };
  return {
    published: { sections: page.sections, title: page.title, imageAlts: imageAltsFor(page.sections) },
    overHero: startsWithPictureHero(page.sections),
  };
}
