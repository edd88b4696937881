/**
 * The versions of a page: each publish keeps what it made public (page settings and sections), numbered
 * per page, with what changed against the version before. The newest `keptVersions` of each page are
 * always kept; older ones are removed as new ones are published. Publishing records them; restore.server.ts brings
 * one back.
 */
import { and, desc, eq, isNotNull, lte } from "drizzle-orm";

import { defaultSectionsFor } from "~/content/default-sections";
import type { PageDetails, Section } from "~/lib/page-model";
import {
  describeChanges,
  type PageVersion,
  type PageVersionSummary,
  type VersionChanges,
  versionChanges,
} from "~/lib/version-changes";

import { pageSchedules, pageVersions } from "../schema.server";
import { restoresToPublish, versionRestoresOf } from "./draft-restores.server";
import { onPage, type PageRow, PageRuleError, parseSections, type Tx } from "./page-rows.server";

/** How many versions of each page are kept at least (stated in the README). */
export const keptVersions = 50;

type VersionRow = typeof pageVersions.$inferSelect;

export const versionNotFoundMessage = "This version of the page is not kept any more.";

/** Sections as visitors saw them: none stored means the defaults, or a standard page's designed layout. */
function shownSections(stored: string | null, page: { slug: string; title: string; isStandard: boolean }) {
  const sections = parseSections(stored, `/${page.slug} (version)`);
  return sections ?? (page.isStandard ? null : defaultSectionsFor(page.slug, page.title));
}

function contentOf(details: PageDetails, sections: Section[] | null) {
  return { details, sections: sections ?? [] };
}

function summaryOf(row: VersionRow): PageVersionSummary {
  const changes = JSON.parse(row.changes) as VersionChanges;
  return {
    number: row.number,
    publishedAt: row.publishedAt,
    title: row.title,
    slug: row.slug,
    description: row.description,
    socialImage: row.socialImage,
    noindex: row.noindex,
    changes,
    summary: describeChanges(changes),
    restores: versionRestoresOf(row.restores, `version ${row.number}`),
  };
}

function latestRow(tx: Pick<Tx, "select">, pageId: number): VersionRow | undefined {
  return tx
    .select()
    .from(pageVersions)
    .where(eq(pageVersions.pageId, pageId))
    .orderBy(desc(pageVersions.number))
    .limit(1)
    .get();
}

/**
 * Keeps the draft of `row` as its next version, in the publishing transaction `tx`, compared with the
 * version before (or, for a page published before versions were kept, with what visitors saw), with the restores it
 * came from; the publish then clears the draft's.
 */
export function recordVersion(tx: Tx, row: PageRow, publishedAt: string): void {
  const latest = latestRow(tx, row.id);
  const before = latest
    ? contentOf(latest, shownSections(latest.sections, { ...row, ...latest }))
    : row.isPublished
      ? contentOf(
          {
            slug: row.publishedSlug ?? row.slug,
            title: row.publishedTitle ?? row.title,
            description: row.publishedDescription ?? "",
            socialImage: row.publishedSocialImage,
            noindex: row.publishedNoindex,
          },
          shownSections(row.publishedSections, row),
        )
      : null;
  const after = contentOf(row, shownSections(row.draftSections, row));
  const number = (latest?.number ?? 0) + 1;
  tx.insert(pageVersions)
    .values({
      pageId: row.id,
      number,
      slug: row.slug,
      title: row.title,
      description: row.description,
      socialImage: row.socialImage,
      noindex: row.noindex,
      sections: row.draftSections,
      changes: JSON.stringify(versionChanges(before, after)),
      publishedAt,
      restores: restoresToPublish(row),
    })
    .run();
  tx.delete(pageVersions)
    .where(and(eq(pageVersions.pageId, row.id), lte(pageVersions.number, number - keptVersions)))
    .run();
}

/**
 * The versions of a page, newest first, each saying whether a scheduled publish made it and whether it is `live`:
 * what visitors see, the newest while the page is published by it (an unpublished page has none live, nor has a
 * standard page back on its designed layout, which is published without a version).
 */
export function listVersions(tx: Pick<Tx, "select">, row: PageRow): PageVersionSummary[] {
  const scheduled = new Set(
    tx
      .select({ number: pageSchedules.versionNumber })
      .from(pageSchedules)
      .where(and(eq(pageSchedules.pageId, row.id), isNotNull(pageSchedules.versionNumber)))
      .all()
      .map((made) => made.number),
  );
  return tx
    .select()
    .from(pageVersions)
    .where(eq(pageVersions.pageId, row.id))
    .orderBy(desc(pageVersions.number))
    .all()
    .map((version, index) => ({
      ...summaryOf(version),
      scheduled: scheduled.has(version.number),
      live: index === 0 && row.isPublished && version.publishedAt === row.publishedAt,
    }));
}

/** The stored row of one version; 404 when it is not kept. */
export function versionRow(tx: Pick<Tx, "select">, row: PageRow, number: number): VersionRow {
  const version = tx
    .select()
    .from(pageVersions)
    .where(and(eq(pageVersions.pageId, row.id), eq(pageVersions.number, number)))
    .get();
  if (!version) throw new PageRuleError(versionNotFoundMessage, 404);
  return version;
}

/** One whole version, its sections as visitors saw them. */
export function versionOf(tx: Pick<Tx, "select">, row: PageRow, number: number): PageVersion {
  const version = versionRow(tx, row, number);
  return { ...summaryOf(version), sections: shownSections(version.sections, { ...row, ...version }) };
}

/** The versions of the page at `slug`, newest first. */
export function versionsOfPage(slug: string): PageVersionSummary[] {
  return onPage(slug, (tx, row) => listVersions(tx, row));
}

/** One version of the page at `slug`. */
export function versionOfPage(slug: string, number: number): PageVersion {
  return onPage(slug, (tx, row) => versionOf(tx, row, number));
}
