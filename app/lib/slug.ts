/** docs/product.md#validation URL slug rules, shared by the page settings form, the page operations and the server. */

export const slugMessage = "URL slug can only contain lowercase letters, numbers, and hyphens.";

/** What a slug may contain once normalised; the empty slug is the home page. */
export const slugPattern = /^[a-z0-9-]*$/;

/**
 * What the URL Slug field keeps of what was typed: lowercased, every character other than a-z, 0-9
 * or a hyphen turned into a hyphen, and runs of hyphens collapsed to one. Leading and trailing
 * hyphens stay, so typing "my-" on the way to "my-page" is not fought; they are trimmed on saving.
 */
export function normalizeSlugInput(input: string): string {
  return input
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, "-")
    .replace(/-{2,}/g, "-");
}

/** The slug generated from the title when the slug is empty on save (docs/product.md#validation). */
export function slugFromTitle(title: string): string {
  return normalizeSlugInput(title).replace(/^-+|-+$/g, "");
}

/**
 * The slug a page is saved with: the one typed, its leading and trailing hyphens trimmed ('winter-deals-' from
 * 'Winter Deals!!' is saved as 'winter-deals'), or, when that leaves nothing, the one made from the title.
 */
export function slugToSave(typed: string, title: string): string {
  return slugFromTitle(typed) || slugFromTitle(title);
}

/** The message for a slug that breaks the character rule, or null. */
export function slugError(slug: string): string | null {
  return slugPattern.test(slug) ? null : slugMessage;
}

/**
 * Paths the site's routes and static files own: a page that is not a standard page cannot take one,
 * or it would never be reached. Standard pages keep their own slugs, which are among these.
 * slug.test.ts checks this list against app/routes.ts and the static folders.
 */
export const reservedSlugs: ReadonlySet<string> = new Set([
  "admin",
  "api",
  "assets",
  "img",
  "media",
  "collection",
  "design",
  "philosophy",
  "gallery",
  "contact",
  "about",
  "terms",
  "privacy",
  "cookies",
  "radiator-sizing",
  "radiators",
  "compare",
  "quote",
  "share",
  "healthz",
  "readyz",
]);

export const reservedSlugMessage = "This URL belongs to a built-in page of the site. Please choose another.";

export function isReservedSlug(slug: string): boolean {
  return reservedSlugs.has(slug);
}
