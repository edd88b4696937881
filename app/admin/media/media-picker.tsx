import { Upload } from "lucide-react";
import { useEffect, useState } from "react";

import { matchesMediaSearch, type MediaItem } from "~/lib/media/media-item";
import { Button } from "~/ui/button";
import { Dialog } from "~/ui/dialog";

import { AdminApiError, adminFetch } from "../admin-fetch";
import { MissingAltBadge } from "./media-card";
import { MediaImage } from "./media-image";
import { MediaSearchBox } from "./media-search-box";
import { UploadDialog } from "./upload-dialog";

interface MediaPickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The chosen image; the picker closes itself afterwards (docs/product.md#states Image choice). */
  onSelect: (item: MediaItem) => void;
}

type Library = { state: "loading" } | { state: "ready"; media: MediaItem[] } | { state: "failed"; reason: string };

/**
 * docs/product.md#routes media picker: 'Select Image from Media Library', a search box and a grid of 2, 3 or 4 columns,
 * each image with a 'Select' button. The list is loaded afresh each time the picker opens (docs/product.md#states).
 * 'Upload New' adds images without leaving the picker (or the section editor behind it); they then lead the list.
 */
export function MediaPicker({ open, onOpenChange, onSelect }: MediaPickerProps) {
  const [library, setLibrary] = useState<Library>({ state: "loading" });
  const [search, setSearch] = useState("");
  const [attempt, setAttempt] = useState(0);
  const [uploading, setUploading] = useState(false);

  // Each opening starts afresh: no search, and the list loading again.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setSearch("");
      setLibrary({ state: "loading" });
    }
  }

  useEffect(() => {
    if (!open) return;
    let current = true;
    adminFetch<{ media: MediaItem[] }>("/api/admin/media")
      .then(({ media }) => current && setLibrary({ state: "ready", media }))
      .catch((error: unknown) => {
        if (!current) return;
        console.error("Loading the media library failed:", error);
        setLibrary({
          state: "failed",
          reason: error instanceof AdminApiError ? error.message : "The server could not be reached.",
        });
      });
    return () => {
      current = false;
    };
  }, [open, attempt]);

  const shown = library.state === "ready" ? library.media.filter((item) => matchesMediaSearch(item, search)) : [];

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Select Image from Media Library" size="xl">
      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <MediaSearchBox value={search} onChange={setSearch} className="w-full sm:max-w-sm" />
        <Button variant="secondary" onClick={() => setUploading(true)}>
          <Upload aria-hidden="true" className="h-4 w-4" />
          Upload New
        </Button>
      </div>
      <div aria-live="polite">
        {library.state === "loading" && <p className="py-12 text-center text-sm text-muted">Loading...</p>}
        {library.state === "failed" && (
          <div role="alert" className="py-10 text-center text-sm text-red-900">
            <p>The media library could not be loaded: {library.reason}</p>
            <Button variant="secondary" className="mt-4" onClick={() => setAttempt((n) => n + 1)}>
              Try Again
            </Button>
          </div>
        )}
        {library.state === "ready" && shown.length === 0 && (
          <p className="py-12 text-center text-sm text-muted">
            {search.trim() ? "No media found matching your search." : "No media available."}
          </p>
        )}
      </div>
      {shown.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
          {shown.map((item) => (
            <li key={item.id} className="flex flex-col overflow-hidden rounded-md border border-ink/10 bg-white">
              <div className="aspect-square overflow-hidden bg-linen">
                <MediaImage
                  url={item.url}
                  alt={item.alt}
                  focalPoint={item.focalPoint}
                  sizes="(min-width: 1024px) 18rem, (min-width: 640px) 33vw, 50vw"
                  className={
                    item.type === "image/svg+xml" ? "h-full w-full object-contain p-3" : "h-full w-full object-cover"
                  }
                />
              </div>
              <div className="flex flex-1 flex-col gap-2 p-2.5">
                <p className="truncate text-xs font-medium" title={item.name}>
                  {item.name}
                </p>
                {!item.alt && <MissingAltBadge />}
                <Button
                  variant="secondary"
                  className="mt-auto w-full"
                  aria-label={`Select ${item.name}`}
                  onClick={() => {
                    onSelect(item);
                    onOpenChange(false);
                  }}
                >
                  <span aria-hidden="true">Select</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <UploadDialog
        open={uploading}
        onOpenChange={setUploading}
        onUploaded={() => {
          setSearch("");
          setAttempt((n) => n + 1);
        }}
      />
    </Dialog>
  );
}
