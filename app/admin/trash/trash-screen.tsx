import { Trash2 } from "lucide-react";
import { useState } from "react";

import type { TrashedMedia } from "~/lib/media/media-item";
import type { TrashedPage } from "~/lib/page-model";
import { trashDays } from "~/lib/trash";
import { ButtonLink } from "~/ui/button";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { openWhileSet } from "~/ui/dialog";

import { ScreenHeader } from "../screen-header";
import type { AdminScreen } from "../screen-states";
import { type TrashEntry, useTrashActions } from "./trash-actions";
import { mediaEntry, TrashedMediaCard } from "./trashed-media";
import { TrashedPages } from "./trashed-pages";

export const trashScreen: AdminScreen = {
  title: "Trash",
  description: `Deleted pages and images stay here for ${trashDays} days. Restore one to put it back; pages that show a deleted image keep showing it meanwhile.`,
  what: "The trash",
};

/** /admin/trash: deleted pages and images, to restore or delete for good (docs/product.md#trash). */
export function TrashScreen({ pages, media }: { pages: TrashedPage[]; media: TrashedMedia[] }) {
  const { restore, deleteForGood, busy } = useTrashActions();
  const [deleting, setDeleting] = useState<TrashEntry | null>(null);
  const ask = (entry: TrashEntry) => setDeleting(entry);

  return (
    <>
      <ScreenHeader
        {...trashScreen}
        actions={
          <>
            <ButtonLink variant="secondary" to="/admin/pages">
              Back to the pages
            </ButtonLink>
            <ButtonLink variant="secondary" to="/admin/media">
              Back to the media library
            </ButtonLink>
          </>
        }
      />
      <section aria-labelledby="trash-pages" className="mb-10">
        <h2 id="trash-pages" className="mb-4 text-lg font-semibold">
          Pages
        </h2>
        <TrashedPages pages={pages} onRestore={(entry) => void restore(entry)} onDelete={ask} />
      </section>
      <section aria-labelledby="trash-images">
        <h2 id="trash-images" className="mb-4 text-lg font-semibold">
          Images
        </h2>
        {media.length === 0 ? (
          <div className="rounded-lg border border-dashed border-ink/20 bg-white px-6 py-10 text-center text-sm text-muted">
            <Trash2 aria-hidden="true" className="mx-auto h-8 w-8 text-stone" strokeWidth={1.25} />
            <p className="mt-3">No deleted images.</p>
          </div>
        ) : (
          <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {media.map((item) => (
              <li key={item.id}>
                <TrashedMediaCard
                  item={item}
                  onRestore={() => void restore(mediaEntry(item))}
                  onDelete={() => ask(mediaEntry(item))}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <ConfirmDialog
        {...openWhileSet(deleting, setDeleting)}
        title={`Delete "${deleting?.name ?? ""}" forever?`}
        confirmLabel={busy ? "Deleting..." : "Delete forever"}
        onConfirm={() => deleting && void deleteForGood(deleting).then((done) => done && setDeleting(null))}
        busy={busy}
      >
        <p>
          {deleting?.kind === "Page"
            ? "The page and its kept versions will be removed for good. This cannot be undone."
            : "The image and its web-ready versions will be removed for good. This cannot be undone."}
        </p>
      </ConfirmDialog>
    </>
  );
}
