import { adminFetch } from "~/admin/admin-fetch";
import type { Page, Section } from "~/lib/page-model";
import { slugInUrl } from "~/lib/page-url";

/** A page as the pages API returns it: SPEC §3 Page plus its publishing status (PRODUCT.md D1). */
export type BuilderPage = Page & { status: string };

/** The page settings form values (SPEC §3), which is all of a page the builder changes. */
export type PageDetails = Pick<Page, "title" | "slug" | "description">;

export interface PageData {
  page: BuilderPage;
  draft: Section[] | null;
  published: Section[] | null;
  defaults: Section[];
}

export function fetchPage(slug: string): Promise<PageData> {
  return adminFetch<PageData>(`/api/admin/pages/${slugInUrl(slug)}`);
}

/** Saves the draft through the slug the server knows the page by, which also renames it. */
export async function saveDraft(serverSlug: string, details: PageDetails, sections: Section[]): Promise<BuilderPage> {
  const { page } = await adminFetch<{ page: BuilderPage }>(`/api/admin/pages/${slugInUrl(serverSlug)}`, {
    method: "PUT",
    json: { page: details, sections },
  });
  return page;
}

/** Copies the draft to published (PRODUCT.md D1), or with `restore` removes a standard page's sections (D5). */
export async function publishPage(slug: string, options: { restore?: boolean } = {}): Promise<BuilderPage> {
  const { page } = await adminFetch<{ page: BuilderPage }>(`/api/admin/pages/${slugInUrl(slug)}/publish`, {
    method: "POST",
    json: options.restore ? { restore: true } : {},
  });
  return page;
}
