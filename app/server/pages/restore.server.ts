/**
 * Going back on a page: a version whole or one section of it becomes the draft, or a standard page its designed
 * layout again. Each writes a new draft revision (history is never rewritten) and names the revision it was based
 * on, so it cannot overwrite changes it has not seen; a version's restore is noted with the draft, in the same write,
 * for the version its publish makes to name (draft-restores.server.ts).
 */
import { eq } from "drizzle-orm";

import { type PageForEditing, type PageSummary, type Section, sectionsSchema } from "~/lib/page-model";

import { pageChanged } from "../cache-keys.server";
import { pages } from "../schema.server";
import { withRestoreNoted } from "./draft-restores.server";
import {
  draftSectionsOf,
  existingRow,
  forEditing,
  onPage,
  PageRuleError,
  requireRevision,
  serialize,
  summaryOf,
  writeDraft,
} from "./page-rows.server";
import { versionOf, versionRow } from "./versions.server";

export const notStandardMessage = "Only standard pages have a designed layout to restore.";
const sectionNotInVersionMessage = "This section is not in that version of the page.";
const tooManySectionsMessage = "A page can have at most 100 sections. Delete one before restoring this one.";

/** A version becomes the draft (sections, title and description; the page keeps its address). */
export function restoreVersion(slug: string, number: number, baseRevision: number): PageForEditing {
  return onPage(slug, (tx, row) => {
    requireRevision(row, baseRevision);
    const version = versionRow(tx, row, number);
    const { title, description, socialImage, noindex, sections, publishedAt } = version;
    const values = { title, description, socialImage, noindex, draftSections: sections };
    return forEditing(writeDraft(tx, row, baseRevision, withRestoreNoted(row, values, { number, publishedAt })));
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
  return onPage(slug, (tx, row) => {
    requireRevision(row, baseRevision);
    const version = versionOf(tx, row, number);
    const next = withRestoredSection(draftSectionsOf(row), version.sections ?? [], sectionId);
    if (!sectionsSchema.safeParse(next).success) throw new PageRuleError(tooManySectionsMessage, 400);
    const { id, type, title } = next.find((section) => section.id === sectionId)!;
    const restore = { number, publishedAt: version.publishedAt, section: { id, type, title } };
    return forEditing(
      writeDraft(tx, row, baseRevision, withRestoreNoted(row, { draftSections: serialize(next) }, restore)),
    );
  });
}

/** 'Restore designed layout' (docs/product.md#standard-pages): a standard page drops its sections, draft and published. */
export function restoreDesignedLayout(slug: string, baseRevision?: number): PageSummary {
  return onPage(slug, (tx, row) => {
    if (!row.isStandard) throw new PageRuleError(notStandardMessage, 400);
    const restored = writeDraft(tx, row, baseRevision ?? row.revision, { draftSections: null, draftRestores: null });
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
