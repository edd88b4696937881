import { RotateCcw, Trash2 } from "lucide-react";

import type { TrashedPage } from "~/lib/page-model";
import { restorableUntil } from "~/lib/trash";
import { Button } from "~/ui/button";

import { formatUploadDate } from "../media/media-format";
import type { TrashEntry } from "./trash-actions";

export const pageEntry = (page: TrashedPage): TrashEntry => ({
  address: `page-trash/${page.id}`,
  kind: "Page",
  name: page.title,
  restoredTo: "the pages list, unpublished",
});

interface TrashedPagesProps {
  pages: TrashedPage[];
  onRestore: (entry: TrashEntry) => void;
  onDelete: (entry: TrashEntry) => void;
}

/** The deleted pages: title, address, when, kept versions, and what can be done. */
export function TrashedPages({ pages, onRestore, onDelete }: TrashedPagesProps) {
  if (pages.length === 0) return <p className="text-sm text-muted">No deleted pages.</p>;
  return (
    <ul className="divide-y divide-ink/10 rounded-lg border border-ink/10 bg-white">
      {pages.map((page) => {
        const until = restorableUntil(page.trashedAt);
        return (
          <li key={page.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold">{page.title}</p>
              <p className="text-xs text-muted">
                /{page.slug} · deleted <time dateTime={page.trashedAt}>{formatUploadDate(page.trashedAt)}</time> ·
                restorable until <time dateTime={until}>{formatUploadDate(until)}</time>
                {page.versions > 0 && ` · ${page.versions} kept ${page.versions === 1 ? "version" : "versions"}`}
              </p>
            </div>
            <div className="flex shrink-0 flex-wrap gap-2">
              <Button
                variant="secondary"
                onClick={() => onRestore(pageEntry(page))}
                aria-label={`Restore ${page.title}`}
              >
                <RotateCcw aria-hidden="true" className="h-4 w-4" />
                Restore
              </Button>
              <Button
                variant="ghost"
                onClick={() => onDelete(pageEntry(page))}
                aria-label={`Delete ${page.title} forever`}
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" />
                Delete forever
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
