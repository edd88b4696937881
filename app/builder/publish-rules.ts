import type { Page } from "~/lib/page-model";

/** SPEC §5 Publish: the slug must be set; the empty string counts as set and means home. */
export function hasSlugForPublishing(page: { slug?: string | null }): boolean {
  return typeof page.slug === "string";
}

/** Where a page lives on the site: / for home, else /{slug} (SPEC §2). */
export function livePath(slug: string): string {
  return slug === "" ? "/" : `/${slug}`;
}

/** SPEC §2: 'Home Page Preview' or '{page title} Preview'. */
export function previewTitle(page: Pick<Page, "slug" | "title">): string {
  return page.slug === "" ? "Home Page Preview" : `${page.title} Preview`;
}

/** SPEC §4: 'Publish & View Site', and 'Update & View Site' once published. */
export function publishLabel(page: Pick<Page, "isPublished">): string {
  return page.isPublished ? "Update & View Site" : "Publish & View Site";
}
