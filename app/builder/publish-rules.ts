import type { Page } from "~/lib/page-model";

/** docs/product.md#validation Publish: the slug must be set; the empty string counts as set and means home. */
export function hasSlugForPublishing(page: { slug?: string | null }): boolean {
  return typeof page.slug === "string";
}

/** Where a page lives on the site: / for home, else /{slug} (docs/product.md#routes). */
export function livePath(slug: string): string {
  return slug === "" ? "/" : `/${slug}`;
}

/** docs/product.md#routes: 'Home Page Preview' or '{page title} Preview'. */
export function previewTitle(page: Pick<Page, "slug" | "title">): string {
  return page.slug === "" ? "Home Page Preview" : `${page.title} Preview`;
}

/** docs/product.md#states: 'Publish & View Site', and 'Update & View Site' once published. */
export function publishLabel(page: Pick<Page, "isPublished">): string {
  return page.isPublished ? "Update & View Site" : "Publish & View Site";
}
