import { redirect } from "react-router";
import { toast } from "sonner";

import { AdminApiError, adminFetch } from "~/admin/admin-fetch";
import type { PageSummary } from "~/lib/page-model";
import { pageMessages } from "~/lib/page-operations";
import { slugInUrl } from "~/lib/page-url";

import { editorHref } from "./page-summary";

/** What the page list asks of the server. */
export type PagesIntent =
  | { intent: "create"; title: string; slug: string }
  | { intent: "delete"; slug: string; title: string; removeMenuLinks: boolean }
  | { intent: "duplicate"; slug: string; title: string };

/** What the action answers when it does not move on: whether it worked, and if not, why. */
export interface PagesActionResult {
  ok: boolean;
  error?: string;
}

const failure = (error: unknown) =>
  error instanceof AdminApiError ? error.message : "The server could not be reached. Please try again.";

/**
 * The page list's client action. 'Create New Page' makes the page on the server with the title and slug chosen
 * (an 'Untitled Page' when they were skipped) and opens it in the page builder; duplicate makes a draft copy
 * (decision 163); delete removes a page with its sections (docs/product.md#validation). Afterwards the list reloads.
 */
export async function runPagesAction(request: Request): Promise<Response | PagesActionResult> {
  const change = (await request.json()) as PagesIntent;
  if (change.intent === "create") {
    try {
      const json = { ...(change.title.trim() && { title: change.title }), ...(change.slug && { slug: change.slug }) };
      const { page } = await adminFetch<{ page: PageSummary }>("/api/admin/pages", { method: "POST", json });
      return redirect(editorHref(page.slug));
    } catch (error) {
      // Shown in the dialog, beside the title and slug it is about.
      return { ok: false, error: failure(error) };
    }
  }
  if (change.intent === "duplicate") {
    try {
      const { page } = await adminFetch<{ page: PageSummary }>(`/api/admin/pages/${slugInUrl(change.slug)}/duplicate`, {
        method: "POST",
        json: {},
      });
      toast.success("Page Duplicated", { description: `‘${page.title}’ is a new draft at /${page.slug}.` });
      return { ok: true };
    } catch (error) {
      toast.error("Page Not Duplicated", { description: failure(error) });
      return { ok: false };
    }
  }
  try {
    // The page's menu links go with it when the administrator left that ticked (decision 151).
    const menuLinks = change.removeMenuLinks ? "?menuLinks=remove" : "";
    await adminFetch(`/api/admin/pages/${slugInUrl(change.slug)}${menuLinks}`, { method: "DELETE" });
    toast.success("Page Deleted", {
      description: `‘${change.title}’ is in the trash: you can restore it for 30 days.`,
    });
    return { ok: true };
  } catch (error) {
    if (error instanceof AdminApiError && error.status === 403)
      toast.error(pageMessages.cannotDeleteStandardTitle, { description: pageMessages.cannotDeleteStandard });
    else toast.error("Page Not Deleted", { description: failure(error) });
    return { ok: false };
  }
}
