import { adminFetch } from "~/admin/admin-fetch";
import type { PageDetails, PageForEditing, PageSummary, Section } from "~/lib/page-model";
import { slugInUrl } from "~/lib/page-url";

export function fetchPage(slug: string): Promise<PageForEditing> {
  return adminFetch<PageForEditing>(`/api/admin/pages/${slugInUrl(slug)}`);
}

/** Saves the draft through the slug the server knows the page by, which also renames it. */
export async function saveDraft(serverSlug: string, details: PageDetails, sections: Section[]): Promise<PageSummary> {
  const { page } = await adminFetch<{ page: PageSummary }>(`/api/admin/pages/${slugInUrl(serverSlug)}`, {
    method: "PUT",
    json: { page: details, sections },
  });
  return page;
}

/** Copies the draft to published (docs/product.md#publishing), or with `restore` removes a standard page's sections (#standard-pages). */
export async function publishPage(slug: string, options: { restore?: boolean } = {}): Promise<PageSummary> {
  const { page } = await adminFetch<{ page: PageSummary }>(`/api/admin/pages/${slugInUrl(slug)}/publish`, {
    method: "POST",
    json: options.restore ? { restore: true } : {},
  });
  return page;
}
