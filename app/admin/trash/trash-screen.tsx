import { RotateCcw, Trash2 } from "lucide-react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { toast } from "sonner";
import { type MediaNeeds, type TrashedMedia, mediaTrashDays } from "~/lib/media/media-item";
import { Button, ButtonLink } from "~/ui/button";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { AdminApiError, adminFetch } from "../admin-fetch";
import { formatUploadDate } from "../media/media-format";
import { MediaImage } from "../media/media-image";
import { ScreenHeader } from "../screen-header";

export const trashTitle = "Trash";
export const trashDescription = `Deleted images stay here for ${mediaTrashDays} days. Restore one to put it back in the library; pages that still show it keep showing it meanwhile.`;

const dayMs = 24 * 60 * 60 * 1000;
const reasonOf = (error: unknown) =>
  error instanceof AdminApiError ? error.message : "The server could not be reached.";
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What still shows an image, in words: "1 page and 2 kept versions". */
export function neededByText({ pages, versions, finishes }: MediaNeeds): string {
  const parts = [
    pages > 0 && plural(pages, "page", "pages"),
    versions > 0 && plural(versions, "kept version", "kept versions"),
    finishes > 0 && plural(finishes, "catalogue finish", "catalogue finishes"),
  ].filter((part): part is string => Boolean(part));
  return parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : (parts[0] ?? "");
}

function TrashedCard({
  item,
  onRestore,
  onDelete,
}: {
  item: TrashedMedia;
  onRestore: () => void;
  onDelete: () => void;
}) {
  const headingId = `trashed-${item.id}`;
  const until = new Date(new Date(item.trashedAt).getTime() + mediaTrashDays * dayMs).toISOString();
  const shownBy = neededByText(item.neededBy);
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-lg border border-ink/10 bg-white"
    >
      <div className="aspect-[4/3] overflow-hidden bg-linen">
        <MediaImage
          url={item.url}
          alt={item.alt}
          sizes="(min-width: 1024px) 24rem, 100vw"
          className="h-full w-full object-cover opacity-80"
        />
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h2 id={headingId} className="truncate text-sm font-semibold" title={item.name}>
          {item.name}
        </h2>
        <p className="mt-1 text-xs text-muted">
          Deleted <time dateTime={item.trashedAt}>{formatUploadDate(item.trashedAt)}</time> · restorable until{" "}
          <time dateTime={until}>{formatUploadDate(until)}</time>
        </p>
        <p className="mt-3 flex-1 text-xs text-ink-soft">
          {shownBy
            ? `Still shown on ${shownBy}: it is kept until nothing shows it.`
            : "Nothing on the site shows it any more."}
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button variant="secondary" onClick={onRestore} aria-label={`Restore "${item.name}" to the library`}>
            <RotateCcw aria-hidden="true" className="h-4 w-4" />
            Restore
          </Button>
          {!shownBy && (
            <Button variant="ghost" onClick={onDelete} aria-label={`Delete "${item.name}" forever`}>
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              Delete forever
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}

/** /admin/trash: the images deleted from the media library, to restore or delete for good (docs/product.md#media). */
export function TrashScreen({ media }: { media: TrashedMedia[] }) {
  const revalidator = useRevalidator();
  const [deleting, setDeleting] = useState<TrashedMedia | null>(null);
  const [busy, setBusy] = useState(false);

  async function restore(item: TrashedMedia) {
    try {
      await adminFetch(`/api/admin/media-trash/${item.id}`, { method: "POST", json: {} });
      toast.success("Image Restored", { description: `"${item.name}" is back in the media library.` });
      await revalidator.revalidate();
    } catch (error) {
      toast.error("Could Not Restore", { description: reasonOf(error) });
    }
  }

  async function deleteForever(item: TrashedMedia) {
    setBusy(true);
    try {
      await adminFetch(`/api/admin/media-trash/${item.id}`, { method: "DELETE" });
      toast.success("Image Deleted Forever", { description: `"${item.name}" and its files are gone.` });
      setDeleting(null);
      await revalidator.revalidate();
    } catch (error) {
      toast.error("Could Not Delete", { description: reasonOf(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <ScreenHeader
        title={trashTitle}
        description={trashDescription}
        actions={
          <ButtonLink variant="secondary" to="/admin/media">
            Back to the media library
          </ButtonLink>
        }
      />
      {media.length === 0 ? (
        <div className="rounded-lg border border-dashed border-ink/20 bg-white px-6 py-14 text-center text-sm text-muted">
          <Trash2 aria-hidden="true" className="mx-auto h-10 w-10 text-stone" strokeWidth={1.25} />
          <p className="mt-4">The trash is empty.</p>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {media.map((item) => (
            <li key={item.id}>
              <TrashedCard item={item} onRestore={() => void restore(item)} onDelete={() => setDeleting(item)} />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete "${deleting?.name ?? ""}" forever?`}
        confirmLabel={busy ? "Deleting..." : "Delete forever"}
        onConfirm={() => deleting && void deleteForever(deleting)}
        busy={busy}
      >
        <p>The image and its web-ready versions will be removed for good. This cannot be undone.</p>
      </ConfirmDialog>
    </>
  );
}
