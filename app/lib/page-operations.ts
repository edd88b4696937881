/**
 * The page operations of docs/product.md#states as pure functions over plain data: the list of pages (allPages) and
 * the map from slug to sections (allPageSections). The builder runs them on its working copy in local
 * storage; the server applies the same rules to the database (app/server/pages.server.ts).
 */
import type { Page, Section } from "./page-model";
import { isReservedSlug, reservedSlugMessage, slugError } from "./slug";

/** allPageSections: a page's stored sections by its slug. */
export type PageSections = Readonly<Record<string, readonly Section[]>>;

export const untitledPageTitle = "Untitled Page";

export const pageMessages = {
  standardKeepsSlug: "Standard pages keep their URL. You can change their title, description and content.",
  slugTaken: "Another page already uses this URL. Please choose another.",
  cannotDeleteStandardTitle: "Cannot Delete Standard Page",
  cannotDeleteStandard: "Standard pages cannot be deleted, but you can edit their content.",
} as const;

/** docs/product.md#states New page: 'Untitled Page', slug 'untitled-' plus the current timestamp, unpublished, non-standard. */
export function newPage(now: number = Date.now()): Page {
  return { slug: `untitled-${now}`, title: untitledPageTitle, description: "", isPublished: false, isStandard: false };
}

/**
 * docs/product.md#states Saving a page: it replaces the page stored under `previousSlug` (a rename goes through the
 * old slug), else the page with the same slug, else it is added at the end. Order is kept.
 */
export function savePage(pages: readonly Page[], page: Page, previousSlug: string = page.slug): Page[] {
  const at = pages.findIndex((p) => p.slug === previousSlug);
  const target = at >= 0 ? at : pages.findIndex((p) => p.slug === page.slug);
  if (target < 0) return [...pages, page];
  return pages.flatMap((p, index) => (index === target ? [page] : p.slug === page.slug ? [] : [p]));
}

/** docs/product.md#states: a changed slug moves the stored sections to the new slug. */
export function moveSections(all: PageSections, fromSlug: string, toSlug: string): PageSections {
  const stored = all[fromSlug];
  if (fromSlug === toSlug || !stored) return all;
  const { [fromSlug]: _moved, ...rest } = all;
  return { ...rest, [toSlug]: stored };
}

/**
 * Why `page` cannot be saved under its slug, or null. `previousSlug` is where it is stored now.
 * Standard pages keep their slug; other pages cannot take a built-in path, the home page's empty
 * slug, or the slug of another page.
 */
export function pageSlugProblem(
  page: Pick<Page, "slug" | "isStandard">,
  pages: readonly Pick<Page, "slug">[],
  previousSlug: string,
): string | null {
  const format = slugError(page.slug);
  if (format) return format;
  if (page.slug === previousSlug) return null;
  if (page.isStandard) return pageMessages.standardKeepsSlug;
  if (page.slug === "" || isReservedSlug(page.slug)) return reservedSlugMessage;
  if (pages.some((p) => p.slug === page.slug)) return pageMessages.slugTaken;
  return null;
}
