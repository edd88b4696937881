import type { PageSummary } from "~/lib/page-model";
import { slugInUrl } from "~/lib/page-url";

/** docs/product.md#publishing: the page list shows Published, Draft, or "Unpublished changes". */
export const statusLabels: Record<PageSummary["status"], string> = {
  published: "Published",
  draft: "Draft",
  changes: "Unpublished changes",
};

/** Where visitors find the page: / for home (empty slug), else /{slug}. */
export function publicPath(slug: string): string {
  return `/${slug}`;
}

/** The page builder opened on a page; the home page's empty slug is written _home. */
export function editorHref(slug: string): string {
  return `/admin/dashboard?page=${slugInUrl(slug)}`;
}

const changed = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });

/** When the page last changed, e.g. '22 Nov 2026'. */
export function lastChanged(updatedAt: string): string {
  const date = new Date(updatedAt);
  return Number.isNaN(date.getTime()) ? "" : changed.format(date);
}
