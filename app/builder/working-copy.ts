import {
  detailsOf,
  type Page,
  pageDetailsSchema as detailsSchema,
  pageSchema,
  pageStatuses,
  type PageSummary,
  type Section,
  sectionsSchema,
} from "~/lib/page-model";
import { moveSections, type PageSections, savePage } from "~/lib/page-operations";
import { z } from "~/lib/zod";

import type { Draft } from "./draft-saver";
import { readJson, removeKey, storageKeys, writeJson } from "./storage";

/*
 * The builder's working copy in local storage under the docs/product.md#calls-and-storage keys (docs/product.md#publishing): what open tabs
 * share, and what survives a reload until the server has it.
 */

const storedPageSchema = pageSchema.extend({
  status: z.enum(pageStatuses).optional(),
  revision: z.number().int().optional(),
});
/** pageDetails; `renamedFrom` tells other tabs that the page they show has a new slug. */
const pageDetailsSchema = storedPageSchema.extend({ renamedFrom: z.string().optional() });
const pagesSchema = z.array(storedPageSchema);
const pageSectionsSchema = z.record(z.string(), sectionsSchema);

const pendingEditSchema = z.object({
  details: detailsSchema,
  sections: sectionsSchema,
  editedAt: z.number(),
  baseRevision: z.number().int().optional(),
});
/** tempPageEdits: edits the server has not confirmed yet, by the slug the server knows the page by. */
const pendingEditsSchema = z.record(z.string(), pendingEditSchema);

function plainPage({ isPublished, isStandard, ...details }: Page): Page {
  return { ...detailsOf(details), isPublished, isStandard };
}

/**
 * Stores the page being edited and its sections: pageDetails, pageSections (current),
 * pageSections_{slug}, allPageSections and allPages. `previousSlug` is where it was stored before,
 * so a rename moves its sections (docs/product.md#states).
 */
export function rememberWorkingCopy(page: PageSummary, sections: Section[], previousSlug: string = page.slug): void {
  writeJson(storageKeys.pageDetails, previousSlug === page.slug ? page : { ...page, renamedFrom: previousSlug });
  writeJson(storageKeys.pageSections, sections);
  writeJson(storageKeys.pageSectionsOf(page.slug), sections);
  if (previousSlug !== page.slug) removeKey(storageKeys.pageSectionsOf(previousSlug));
  const all = readJson<PageSections>(storageKeys.allPageSections, pageSectionsSchema, {});
  writeJson(storageKeys.allPageSections, { ...moveSections(all, previousSlug, page.slug), [page.slug]: sections });
  const pages = readJson<Page[]>(storageKeys.allPages, pagesSchema, []);
  writeJson(storageKeys.allPages, savePage(pages.map(plainPage), plainPage(page), previousSlug));
}

/** The slug of the page last edited in this browser (pageDetails), if any. */
export function lastEditedSlug(): string | null {
  return readJson(storageKeys.pageDetails, pageDetailsSchema.nullable(), null)?.slug ?? null;
}

export function pendingEditOf(serverSlug: string): Draft | null {
  return readJson(storageKeys.tempPageEdits, pendingEditsSchema, {})[serverSlug] ?? null;
}

/** Keeps an edit until the server confirms it, so a reload or a lost connection never loses it. */
export function rememberPendingEdit(serverSlug: string, draft: Draft): void {
  const edits = readJson(storageKeys.tempPageEdits, pendingEditsSchema, {});
  writeJson(storageKeys.tempPageEdits, { ...edits, [serverSlug]: draft });
}

/**
 * The server has every edit up to `draft` (saved through `serverSlug` as `revision`): forget them, but
 * not a newer one, which is now based on `revision`.
 */
export function forgetPendingEdit(serverSlug: string, draft: Draft, revision?: number): void {
  const edits = readJson(storageKeys.tempPageEdits, pendingEditsSchema, {});
  const pending = edits[serverSlug];
  if (!pending) return;
  if (pending.editedAt > draft.editedAt) {
    if (revision !== undefined)
      writeJson(storageKeys.tempPageEdits, { ...edits, [serverSlug]: { ...pending, baseRevision: revision } });
    return;
  }
  const { [serverSlug]: _saved, ...rest } = edits;
  writeJson(storageKeys.tempPageEdits, rest);
}

/** Parses what another tab stored for the page details and sections (bad JSON: logged, ignored). */
export const storedShapes = { pageDetails: pageDetailsSchema, sections: sectionsSchema } as const;
