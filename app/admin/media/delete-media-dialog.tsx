import { useEffect, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";

import type { MediaItem, MediaUse } from "~/lib/media/media-item";
import { trashDays } from "~/lib/trash";
import { ConfirmDialog } from "~/ui/confirm-dialog";

import { AdminApiError, adminFetch } from "../admin-fetch";

interface DeleteMediaDialogProps {
  /** The image to delete; null when the dialog is closed. */
  item: MediaItem | null;
  onClose: () => void;
  onDeleted: (item: MediaItem) => void;
}

type Usage = { state: "checking" } | { state: "known"; pages: MediaUse[] } | { state: "unknown"; reason: string };

const reasonOf = (error: unknown) =>
  error instanceof AdminApiError ? error.message : "The server could not be reached.";

/** Where a page is on the site, as the administrator knows it. */
const pagePath = (slug: string) => (slug === "" ? "/" : `/${slug}`);

/**
 * Asks before deleting an image, and first names the pages whose sections still show it (docs/product.md#media).
 * A deleted image goes to the trash: pages showing it keep showing it, and it can be restored for 30 days.
 */
export function DeleteMediaDialog({ item, onClose, onDeleted }: DeleteMediaDialogProps) {
  const [usage, setUsage] = useState<Usage>({ state: "checking" });
  const [deleting, setDeleting] = useState(false);
  // Another image starts as unchecked at once, not after a render that shows the previous one's pages.
  const [checkedItem, setCheckedItem] = useState(item);
  if (item !== checkedItem) {
    setCheckedItem(item);
    setUsage({ state: "checking" });
  }

  useEffect(() => {
    if (!item) return;
    let current = true;
    adminFetch<{ usedOn: MediaUse[] }>(`/api/admin/media/${item.id}`)
      .then(({ usedOn }) => current && setUsage({ state: "known", pages: usedOn }))
      .catch((error: unknown) => current && setUsage({ state: "unknown", reason: reasonOf(error) }));
    return () => {
      current = false;
    };
  }, [item]);

  async function remove() {
    if (!item) return;
    setDeleting(true);
    try {
      await adminFetch(`/api/admin/media/${item.id}`, { method: "DELETE" });
      toast.success("Media Deleted", { description: `"${item.name}" has been removed from the library.` });
      onDeleted(item);
    } catch (error) {
      toast.error("Could Not Delete", { description: reasonOf(error) });
    } finally {
      setDeleting(false);
    }
  }

  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Delete the image "${item?.name ?? ""}"?`}
      confirmLabel={deleting ? "Deleting..." : "Delete image"}
      onConfirm={() => void remove()}
      busy={deleting || usage.state === "checking"}
    >
      <p>
        The image leaves the library and goes to the{" "}
        <Link className="underline underline-offset-2" to="/admin/trash">
          trash
        </Link>
        , where you can restore it for {trashDays} days.
      </p>
      <div aria-live="polite" className="mt-4">
        {usage.state === "checking" && <p className="text-muted">Checking where this image is used...</p>}
        {usage.state === "known" && usage.pages.length > 0 && (
          <div role="alert" className="rounded-md border border-amber-700/25 bg-amber-50 px-4 py-3 text-amber-950">
            <p className="font-medium">
              {usage.pages.length === 1
                ? "This image is still used on one page:"
                : `This image is still used on these ${usage.pages.length} pages:`}
            </p>
            <ul className="mt-2 list-disc space-y-0.5 pl-5">
              {usage.pages.map((page) => (
                <li key={page.slug}>
                  {page.title} <span className="text-amber-900/80">({pagePath(page.slug)})</span>
                </li>
              ))}
            </ul>
            <p className="mt-2">
              {usage.pages.length === 1
                ? "That page keeps showing it, and the image stays in the trash until you choose another for its section."
                : "Those pages keep showing it, and the image stays in the trash until you choose another for their sections."}
            </p>
          </div>
        )}
        {usage.state === "known" && usage.pages.length === 0 && <p className="text-muted">No page uses this image.</p>}
        {usage.state === "unknown" && (
          <p role="alert" className="text-red-900">
            We could not check which pages use this image ({usage.reason}). Pages that use it keep showing it.
          </p>
        )}
      </div>
    </ConfirmDialog>
  );
}
