import { slugInUrl } from "~/lib/page-url";
import type { Page } from "~/lib/page-model";

/** A page as GET /api/admin/pages lists it: SPEC §3 Page, its publishing status (PRODUCT.md D1) and last change. */
export type PageSummary = Page & { status: "published" | "draft" | "changes"; updatedAt: string };

/** PRODUCT.md D1: the page list shows Published, Draft, or "Unpublished changes". */
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

export const standardPageRefusal = {
  title: "Cannot Delete Standard Page",
  description: "Standard pages cannot be deleted, but you can edit their content.",
} as const;
