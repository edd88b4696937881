import { CopyPlus, Info, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useFetcher } from "react-router";
import { toast } from "sonner";

import { MenuLinksNotice } from "~/admin/navigation/menu-links-notice";
import type { PageSummary } from "~/lib/page-model";
import { pageMessages } from "~/lib/page-operations";
import { Button, buttonClass } from "~/ui/button";
import { cn } from "~/ui/cn";
import { ConfirmDialog } from "~/ui/confirm-dialog";

import { editorHref } from "./page-summary";
import type { PagesIntent } from "./pages-action";

/** On a phone's card the row of buttons is as wide as the card: the text-only buttons keep less space around them. */
const phoneSpacing = "max-sm:px-3";

/** Edit, Duplicate and Delete for one page. Standard pages keep a disabled Delete and an explanation one can reach. */
export function PageActions({ page }: { page: PageSummary }) {
  const fetcher = useFetcher();
  const [confirming, setConfirming] = useState(false);
  const [removeMenuLinks, setRemoveMenuLinks] = useState(true);
  const explain = () =>
    toast.error(pageMessages.cannotDeleteStandardTitle, { description: pageMessages.cannotDeleteStandard });

  function remove() {
    setConfirming(false);
    const intent: PagesIntent = { intent: "delete", slug: page.slug, title: page.title, removeMenuLinks };
    void fetcher.submit(intent, { method: "POST", encType: "application/json" });
  }

  return (
    <div className="flex items-center justify-end gap-1">
      <Link
        to={editorHref(page.slug)}
        className={buttonClass({ variant: "secondary" })}
        aria-label={`Edit ${page.title}`}
      >
        <Pencil aria-hidden="true" className="h-4 w-4" />
        <span aria-hidden="true">Edit</span>
      </Link>
      <Button
        variant="ghost"
        className={phoneSpacing}
        disabled={fetcher.state !== "idle"}
        onClick={() => {
          const intent: PagesIntent = { intent: "duplicate", slug: page.slug, title: page.title };
          void fetcher.submit(intent, { method: "POST", encType: "application/json" });
        }}
        aria-label={`Duplicate ${page.title}`}
        title="Duplicate as a new draft"
      >
        <CopyPlus aria-hidden="true" className="h-4 w-4" />
        <span aria-hidden="true" className="md:max-lg:sr-only">
          Duplicate
        </span>
      </Button>
      <Button
        variant="ghost"
        className={cn(
          phoneSpacing,
          "text-red-800 hover:bg-red-50 hover:text-red-900 disabled:text-muted disabled:hover:bg-transparent",
        )}
        disabled={page.isStandard || fetcher.state !== "idle"}
        onClick={() => setConfirming(true)}
        aria-label={`Delete ${page.title}`}
      >
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        <span aria-hidden="true">Delete</span>
      </Button>
      {/* The slot is kept on every row so the buttons line up. */}
      <span className="inline-flex h-9 w-9 shrink-0">
        {page.isStandard && (
          <button
            type="button"
            onClick={explain}
            aria-label={`Why can't ${page.title} be deleted?`}
            title="Why can't this page be deleted?"
            className="inline-flex h-9 w-9 items-center justify-center rounded-md text-ink-soft hover:bg-sand hover:text-ink"
          >
            <Info aria-hidden="true" className="h-4 w-4" />
          </button>
        )}
      </span>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete the page "${page.title}"?`}
        confirmLabel="Delete page"
        onConfirm={remove}
      >
        {pageMessages.deleteQuestion}
        <MenuLinksNotice
          slug={page.slug}
          open={confirming}
          remove={removeMenuLinks}
          onRemoveChange={setRemoveMenuLinks}
        />
      </ConfirmDialog>
    </div>
  );
}
