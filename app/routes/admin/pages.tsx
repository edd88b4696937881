import { FilePlus2 } from "lucide-react";
import { useState } from "react";
import { useFetchers } from "react-router";

import { adminFetch } from "~/admin/admin-fetch";
import { adminMeta } from "~/admin/admin-title";
import { CreatePageDialog } from "~/admin/pages/create-page-dialog";
import { discardLeftNewPage } from "~/admin/pages/left-new-page";
import { PageCards } from "~/admin/pages/page-cards";
import { PageTable } from "~/admin/pages/page-table";
import { type PagesIntent, runPagesAction } from "~/admin/pages/pages-action";
import { ScreenHeader } from "~/admin/screen-header";
import { type AdminScreen, screenFallbacks } from "~/admin/screen-states";
import { TrashLink } from "~/admin/trash/trash-link";
import type { PageSummary } from "~/lib/page-model";
import { Button } from "~/ui/button";

import type { Route } from "./+types/pages";

const screen: AdminScreen = {
  title: "Pages",
  description: "Every page of the site. Edit one in the page builder, or create a new one.",
  what: "The pages",
};

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, screen.title);

export async function clientLoader() {
  // A new page just left untouched in the builder is deleted first, so the list never shows it.
  await discardLeftNewPage();
  return adminFetch<{ pages: PageSummary[] }>("/api/admin/pages");
}

export function clientAction({ request }: Route.ClientActionArgs) {
  return runPagesAction(request);
}

/** /admin/pages: the Page List (docs/product.md#routes). */
export default function Pages({ loaderData }: Route.ComponentProps) {
  // A page being deleted leaves the list at once; a refusal brings it back.
  const deleting = new Set(
    useFetchers()
      .map((fetcher) => fetcher.json as PagesIntent | undefined)
      .flatMap((intent) => (intent?.intent === "delete" ? [intent.slug] : [])),
  );
  const pages = loaderData.pages.filter((page) => !deleting.has(page.slug));
  return (
    <>
      <ScreenHeader
        {...screen}
        actions={
          <>
            <TrashLink />
            <CreatePageButton pages={loaderData.pages} />
          </>
        }
      />
      {pages.length === 0 ? (
        <p className="rounded-lg border border-dashed border-ink/20 bg-white px-6 py-14 text-center text-sm text-muted">
          There are no pages yet. Choose ‘Create New Page’ to make the first one.
        </p>
      ) : (
        <>
          <PageTable pages={pages} />
          <PageCards pages={pages} />
        </>
      )}
    </>
  );
}

/** 'Create New Page' (docs/product.md#routes): asks for the title, then opens the new page in the page builder. */
function CreatePageButton({ pages }: { pages: readonly PageSummary[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <FilePlus2 aria-hidden="true" className="h-4 w-4" />
        Create New Page
      </Button>
      <CreatePageDialog open={open} onOpenChange={setOpen} pages={pages} />
    </>
  );
}

export const { HydrateFallback, ErrorBoundary } = screenFallbacks(screen);
