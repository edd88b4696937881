import { redirect } from "react-router";
import { toast } from "sonner";
import { AdminApiError, adminFetch } from "~/admin/admin-fetch";
import { slugInUrl } from "~/lib/page-url";
import type { PageSummary } from "~/lib/page-model";
import { editorHref } from "./page-summary";
import { pageMessages } from "~/lib/page-operations";

/** What the page list asks of the server. */
export type PagesIntent = { intent: "create" } | { intent: "delete"; slug: string; title: string };

const failure = (error: unknown) =>
  error instanceof AdminApiError ? error.message : "The server could not be reached. Please try again.";

/**
 * The page list's client action. 'Create New Page' makes an 'Untitled Page' on the server and opens it in
 * the page builder; delete removes a page with its sections (docs/product.md#validation). Afterwards the list reloads.
 */
export async function runPagesAction(request: Request): Promise<Response | { ok: boolean }> {
  const change = (await request.json()) as PagesIntent;
  if (change.intent === "create") {
    try {
      const { page } = await adminFetch<{ page: PageSummary }>("/api/admin/pages", { method: "POST", json: {} });
      return redirect(editorHref(page.slug));
    } catch (error) {
      toast.error("Page Not Created", { description: failure(error) });
      return { ok: false };
    }
  }
  try {
    await adminFetch(`/api/admin/pages/${slugInUrl(change.slug)}`, { method: "DELETE" });
    toast.success("Page Deleted", { description: `‘${change.title}’ and all its content have been deleted.` });
    return { ok: true };
  } catch (error) {
    if (error instanceof AdminApiError && error.status === 403)
      toast.error(pageMessages.cannotDeleteStandardTitle, { description: pageMessages.cannotDeleteStandard });
    else toast.error("Page Not Deleted", { description: failure(error) });
    return { ok: false };
  }
}
