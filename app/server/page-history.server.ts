/**
 * Going back on a page: restoring a version whole or one section of it as the draft, discarding the
 * unpublished changes, and unpublishing. Each writes a new draft revision (history is never rewritten)
 * and names the revision it was based on, so it cannot overwrite changes it has not seen.
 */
import { eq } from "drizzle-orm";

import { type PageForEditing, type Section, sectionsSchema } from "~/lib/page-model";
import type { PageVersion, PageVersionSummary } from "~/lib/version-changes";

import { pageChanged } from "./cache-keys.server";
import { getDb } from "./db.server";
import {
  draftSectionsOf,
  existingRow,
  forEditing,
  type PageRow,
  PageRuleError,
  requireRevision,
  serialize,
  summaryOf,
  type Tx,
  writeDraft,
} from "./page-rows.server";
import { cancelPending } from "./page-schedule-rows.server";
import { listVersions, versionOf, versionRow } from "./page-versions.server";
import { seedStandardPages } from "./pages.server";
import { pages } from "./schema.server";

const notPublishedMessage = "This page has not been published, so there are no unpublished changes to discard.";
const cannotUnpublishStandardMessage =
  "Standard pages cannot be unpublished. You can edit their content or restore their designed layout.";
const sectionNotInVersionMessage = "This section is not in that version of the page.";
const tooManySectionsMessage = "A page can have at most 100 sections. Delete one before restoring this one.";

/** Runs `operation` on the page's row in one transaction that holds the write lock from its start. */
function inTransaction<T>(slug: string, operation: (tx: Tx, row: PageRow) => T): T {
  const db = getDb();
  seedStandardPages(db);
  return db.transaction((tx) => operation(tx, existingRow(tx, slug)), { behavior: "immediate" });
}

export function pageVersions(slug: string): PageVersionSummary[] {
  return inTransaction(slug, (tx, row) => listVersions(tx, row));
}

export function pageVersion(slug: string, number: number): PageVersion {
  return inTransaction(slug, (tx, row) => versionOf(tx, row, number));
}

/** A version becomes the draft (sections, title and description; the page keeps its address). */
export function restoreVersion(slug: string, number: number, baseRevision: number): PageForEditing {
  return inTransaction(slug, (tx, row) => {
    requireRevision(row, baseRevision);
    const version = versionRow(tx, row, number);
    const { title, description, socialImage, noindex, sections } = version;
    return forEditing(
      writeDraft(tx, row, baseRevision, { title, description, socialImage, noindex, draftSections: sections }),
    );
  });
}

/**
 * Where a section restored from a version goes in the draft: in place of the section with its id, or
 * else after the nearest section that came before it in the version and is still there (first if none).
 */
function withRestoredSection(draft: readonly Section[], version: readonly Section[], id: string): Section[] {
  const index = version.findIndex((section) => section.id === id);
  const restored = version[index];
  if (!restored) throw new PageRuleError(sectionNotInVersionMessage, 404);
  if (draft.some((section) => section.id === id))
    return draft.map((section) => (section.id === id ? restored : section));
  const before = version
    .slice(0, index)
    .reverse()
    .map((section) => draft.findIndex((kept) => kept.id === section.id))
    .find((at) => at >= 0);
  const at = before === undefined ? 0 : before + 1;
  return [...draft.slice(0, at), restored, ...draft.slice(at)];
}

/** One section of a version goes back into the draft; the rest of the draft stays as it is. */
export function restoreVersionSection(
  slug: string,
  number: number,
  sectionId: string,
  baseRevision: number,
): PageForEditing {
  return inTransaction(slug, (tx, row) => {
    requireRevision(row, baseRevision);
    const version = versionOf(tx, row, number);
    const next = withRestoredSection(draftSectionsOf(row), version.sections ?? [], sectionId);
    if (!sectionsSchema.safeParse(next).success) throw new PageRuleError(tooManySectionsMessage, 400);
    return forEditing(writeDraft(tx, row, baseRevision, { draftSections: serialize(next) }));
  });
}

/** 'Discard unpublished changes': the draft becomes the published version again, its address too. */
export function discardChanges(slug: string, baseRevision: number): PageForEditing {
  return inTransaction(slug, (tx, row) => {
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
      }),
    );
  });
}

/**
 * 'Unpublish': a page other than a standard one leaves the site (its address answers 404 and it leaves
 * the sitemap); its draft and versions stay, so publishing again brings it back.
 */
export function unpublishPage(slug: string) {
  return inTransaction(slug, (tx, row) => {
    if (row.isStandard) throw new PageRuleError(cannotUnpublishStandardMessage, 403);
    tx.update(pages).set({ isPublished: false }).where(eq(pages.id, row.id)).run();
    cancelPending(tx, row.id, ["unpublish"]);
    pageChanged(row.publishedSlug);
    return summaryOf(existingRow(tx, slug));
  });
}
