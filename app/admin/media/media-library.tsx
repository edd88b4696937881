import { ImagePlus, Upload } from "lucide-react";
import { useRef, useState } from "react";
import { useRevalidator } from "react-router";

import { matchesMediaSearch, type MediaItem } from "~/lib/media/media-item";
import { Button } from "~/ui/button";

import { ScreenHeader } from "../screen-header";
import type { AdminScreen } from "../screen-states";
import { TrashLink } from "../trash/trash-link";
import { DeleteMediaDialog } from "./delete-media-dialog";
import { MediaCard } from "./media-card";
import { MediaDetailsDialog } from "./media-details-dialog";
import { MediaSearchBox } from "./media-search-box";
import { UploadDialog } from "./upload-dialog";
import { useSearchInAddress } from "./use-search-in-address";

export const mediaLibraryScreen: AdminScreen = {
  title: "Media Library",
  description:
    "The images your pages can show. Upload them here, give each one alt text, and choose them in the page builder.",
  what: "The media library",
};

const countOf = (n: number) => `${n} ${n === 1 ? "image" : "images"}`;

function LibraryEmpty({ onUpload }: { onUpload: () => void }) {
  return (
    <div className="rounded-lg border border-dashed border-ink/20 bg-white px-6 py-14 text-center">
      <ImagePlus aria-hidden="true" className="mx-auto h-10 w-10 text-stone" strokeWidth={1.25} />
      <h2 className="mt-4 text-lg font-semibold">No images yet</h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-muted">
        Upload photographs and drawings here, then choose them for any section in the page builder.
      </p>
      <Button className="mt-5" onClick={onUpload}>
        <Upload aria-hidden="true" className="h-4 w-4" />
        Upload New
      </Button>
    </div>
  );
}

/** docs/product.md#routes Media Library screen: search, a grid of 1 to 4 columns, 'Upload New', alt text and delete per image. */
export function MediaLibrary({ media }: { media: MediaItem[] }) {
  const [search, setSearch] = useSearchInAddress();
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<MediaItem | null>(null);
  const [deleting, setDeleting] = useState<MediaItem | null>(null);
  const summary = useRef<HTMLParagraphElement>(null);
  const revalidator = useRevalidator();
  const refresh = () => void revalidator.revalidate();

  const shown = media.filter((item) => matchesMediaSearch(item, search));
  const withoutAlt = media.filter((item) => !item.alt).length;

  return (
    <>
      <ScreenHeader
        {...mediaLibraryScreen}
        actions={
          <>
            <TrashLink />
            <Button onClick={() => setUploading(true)}>
              <Upload aria-hidden="true" className="h-4 w-4" />
              Upload New
            </Button>
          </>
        }
      />
      {media.length === 0 ? (
        <LibraryEmpty onUpload={() => setUploading(true)} />
      ) : (
        <>
          <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <MediaSearchBox value={search} onChange={setSearch} className="w-full sm:max-w-sm" />
            <p ref={summary} tabIndex={-1} aria-live="polite" className="text-sm text-muted outline-none">
              {search.trim()
                ? `${shown.length} of ${countOf(media.length)} match "${search.trim()}"`
                : countOf(media.length)}
              {withoutAlt > 0 && !search.trim() && (
                <span className="text-amber-900"> · {withoutAlt} without alt text</span>
              )}
            </p>
          </div>
          {shown.length === 0 ? (
            <div className="rounded-lg border border-dashed border-ink/20 bg-white px-6 py-12 text-center text-sm text-muted">
              <p>No media found matching your search.</p>
              <Button variant="secondary" className="mt-4" onClick={() => setSearch("")}>
                Clear search
              </Button>
            </div>
          ) : (
            <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {shown.map((item) => (
                <li key={item.id}>
                  <MediaCard item={item} onEdit={() => setEditing(item)} onDelete={() => setDeleting(item)} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <UploadDialog open={uploading} onOpenChange={setUploading} onUploaded={refresh} />
      <MediaDetailsDialog
        item={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          refresh();
        }}
      />
      <DeleteMediaDialog
        item={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          refresh();
          // The card is gone; focus goes to the count rather than being lost.
          requestAnimationFrame(() => summary.current?.focus());
        }}
      />
    </>
  );
}
