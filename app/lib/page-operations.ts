/**
 * The page operations of docs/product.md#states as pure functions over plain data: the list of pages (allPages) and
 * the map from slug to sections (allPageSections). The builder runs them on its working copy in local
 * storage; the server applies the same rules to the database (app/server/pages/).
 */
import { noSearchSettings, type Page, type Section } from "./page-model";
import { isReservedSlug, reservedSlugMessage, slugError, slugFromTitle } from "./slug";

/** allPageSections: a page's stored sections by its slug. */
export type PageSections = Readonly<Record<string, readonly Section[]>>;

export const untitledPageTitle = "Untitled Page";

/** The longest slug a page may have. */
export const maxSlugLength = 100;

export const pageMessages = {
  standardKeepsSlug: "Standard pages keep their URL. You can change their title, description and content.",
  slugTaken: "Another page already uses this URL. Please choose another.",
  cannotDeleteStandardTitle: "Cannot Delete Standard Page",
  cannotDeleteStandard: "Standard pages cannot be deleted, but you can edit their content.",
  deleteQuestion:
    "The page goes to the trash: visitors no longer see it, and you can restore it with its versions for 30 days.",
} as const;

/** What the administrator may give a new page before it is made; both may be left empty. */
export interface NewPageChoice {
  title?: string;
  slug?: string;
}

/**
 * docs/product.md#states New page: unpublished and non-standard, titled and addressed as the administrator chose
 * (docs/product.md#new-pages): the slug typed, else the one made from the title, else 'untitled-' plus the current
 * timestamp; the title typed, else 'Untitled Page'.
 */
export function newPage(now: number = Date.now(), choice: NewPageChoice = {}): Page {
  const title = choice.title?.trim() || untitledPageTitle;
  const fromTitle = slugFromTitle(choice.title ?? "")
    .slice(0, maxSlugLength)
    .replace(/-+$/, "");
  const slug = choice.slug || fromTitle || `untitled-${now}`;
  return { ...noSearchSettings, slug, title, description: "", isPublished: false, isStandard: false };
}

/** Whether a new page is still just as it was made without a title: nothing given, nothing edited, never published. */
export function isUntouchedNewPage(page: Page & { revision: number }): boolean {
  return (
    !page.isStandard &&
    !page.isPublished &&
    page.revision === 1 &&
    page.title === untitledPageTitle &&
    page.description === "" &&
    /^untitled-\d+$/.test(page.slug)
  );
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
 * Why `page` cannot be saved under its slug, or null. `previousSlug` is where it is stored now (null for a page
 * still to be made).
 * Standard pages keep their slug; other pages cannot take a built-in path, the home page's empty
 * slug, or the slug of another page.
 */
export function pageSlugProblem(
  page: Pick<Page, "slug" | "isStandard">,
  pages: readonly Pick<Page, "slug">[],
  previousSlug: string | null,
): string | null {
  const format = slugError(page.slug);
  if (format) return format;
  if (page.slug === previousSlug) return null;
  if (page.isStandard) return pageMessages.standardKeepsSlug;
  if (page.slug === "" || isReservedSlug(page.slug)) return reservedSlugMessage;
  if (pages.some((p) => p.slug === page.slug)) return pageMessages.slugTaken;
  return null;
}
