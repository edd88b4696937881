import { AdminApiError, adminFetch } from "~/admin/admin-fetch";
import {
  detailsOf,
  type PageConflict,
  type PageDetails,
  type PageForEditing,
  type PageSummary,
  type Section,
} from "~/lib/page-model";
import { slugInUrl } from "~/lib/page-url";
import type { PublishProblem } from "~/lib/publish-checks";
import type { PageVersion, PageVersionSummary } from "~/lib/version-changes";

export function fetchPage(slug: string): Promise<PageForEditing> {
  return adminFetch<PageForEditing>(`/api/admin/pages/${slugInUrl(slug)}`);
}

/** What the builder says when the server refuses a save made on an older revision. */
export const conflictMessage = "This page was changed in another tab or browser";

/**
 * Saves the draft through the slug the server knows the page by, which also renames it, as the revision
 * after `baseRevision`. A 409 with `conflictOf` the page as it is now when the page has moved on since.
 */
export async function saveDraft(
  serverSlug: string,
  details: PageDetails,
  sections: Section[],
  baseRevision: number,
): Promise<PageSummary> {
  const { page } = await adminFetch<{ page: PageSummary }>(`/api/admin/pages/${slugInUrl(serverSlug)}`, {
    method: "PUT",
    json: { page: details, sections, revision: baseRevision },
  });
  return page;
}

/** The page as it is now, when `error` is the server's refusal of a save made on an older revision. */
export function conflictOf(error: unknown): PageForEditing | null {
  if (!(error instanceof AdminApiError) || error.status !== 409) return null;
  return (error.body as Partial<PageConflict>).current ?? null;
}

/** The sections the builder shows for a page: its draft, else the published ones, else the defaults. */
export function shownSections(data: PageForEditing): Section[] {
  return data.draft ?? data.published ?? data.defaults;
}

/** Whether the page as the server has it is exactly this draft (details and sections). */
export function sameDraft(current: PageForEditing, draft: { details: PageDetails; sections: Section[] }): boolean {
  return (
    JSON.stringify({ ...detailsOf(current.page), sections: shownSections(current) }) ===
    JSON.stringify({ ...detailsOf(draft.details), sections: draft.sections })
  );
}

/** Copies the draft to published (docs/product.md#publishing), or with `restore` removes a standard page's sections (#standard-pages). */
export async function publishPage(
  slug: string,
  options: { restore?: boolean; revision?: number } = {},
): Promise<PageSummary> {
  const { page } = await adminFetch<{ page: PageSummary }>(`/api/admin/pages/${slugInUrl(slug)}/publish`, {
    method: "POST",
    json: {
      ...(options.restore && { restore: true }),
      ...(options.revision !== undefined && { revision: options.revision }),
    },
  });
  return page;
}

/** What needs attention in the page's saved draft before it is published (decision 156). */
export async function fetchPageChecks(slug: string): Promise<PublishProblem[]> {
  return (await adminFetch<{ problems: PublishProblem[] }>(`/api/admin/pages/${slugInUrl(slug)}/checks`)).problems;
}

/** Every publish of the page, newest first (docs/product.md#nothing-lost). */
export async function fetchVersions(slug: string): Promise<PageVersionSummary[]> {
  return (await adminFetch<{ versions: PageVersionSummary[] }>(`/api/admin/pages/${slugInUrl(slug)}/versions`))
    .versions;
}

export async function fetchVersion(slug: string, number: number): Promise<PageVersion> {
  return (await adminFetch<{ version: PageVersion }>(`/api/admin/pages/${slugInUrl(slug)}/versions/${number}`)).version;
}

/** What a change made on the server to the page answers: the page as it now is. */
export type ServerChange =
  | { kind: "restore-version"; number: number }
  | { kind: "restore-section"; number: number; sectionId: string }
  | { kind: "discard" }
  | { kind: "unpublish"; removeMenuLinks: boolean };

/** Makes the change on the server, based on `revision`, and answers the page as it now is. */
export async function changeOnServer(slug: string, revision: number, change: ServerChange): Promise<PageForEditing> {
  const base = `/api/admin/pages/${slugInUrl(slug)}`;
  switch (change.kind) {
    case "restore-version":
      return adminFetch<PageForEditing>(`${base}/versions/${change.number}`, { method: "POST", json: { revision } });
    case "restore-section":
      return adminFetch<PageForEditing>(`${base}/versions/${change.number}`, {
        method: "POST",
        json: { revision, sectionId: change.sectionId },
      });
    case "discard":
      return adminFetch<PageForEditing>(`${base}/discard`, { method: "POST", json: { revision } });
    case "unpublish":
      await adminFetch(`${base}/unpublish`, { method: "POST", json: { removeMenuLinks: change.removeMenuLinks } });
      return fetchPage(slug);
  }
}
