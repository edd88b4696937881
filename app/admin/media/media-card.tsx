import { Pencil, Trash2, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";

import type { MediaItem } from "~/lib/media/media-item";
import { Button } from "~/ui/button";

import { formatFileSize, formatMediaType, formatUploadDate } from "./media-format";
import { MediaImage } from "./media-image";

/** Grid cells are at most a quarter of the screen wide (1 to 4 columns). */
const mediaGridSizes = "(min-width: 1280px) 24rem, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

/** A badge for an image whose alt text is missing: visitors using screen readers would not know what it shows. */
export function MissingAltBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-700/25">
      <TriangleAlert aria-hidden="true" className="h-3.5 w-3.5" />
      No alt text
    </span>
  );
}

interface MediaCardProps {
  item: MediaItem;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * The frame of an image's card: its picture and its name, with what the screen shows below them. The name is a
 * heading one level below the list's own (`level`: the library's cards sit under the screen's title, the trash's
 * under its 'Images').
 */
export function MediaTile({ item, level = 2, children }: { item: MediaItem; level?: 2 | 3; children: ReactNode }) {
  const headingId = `media-${item.id}`;
  const Heading = level === 2 ? "h2" : "h3";
  const isSvg = item.type === "image/svg+xml";
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-lg border border-ink/10 bg-white"
    >
      <div className="aspect-[4/3] overflow-hidden bg-linen">
        <MediaImage
          url={item.url}
          alt={item.alt}
          focalPoint={item.focalPoint}
          sizes={mediaGridSizes}
          className={isSvg ? "h-full w-full object-contain p-4" : "h-full w-full object-cover"}
        />
      </div>
      <div className="flex flex-1 flex-col p-4">
        <Heading id={headingId} className="truncate text-sm font-semibold" title={item.name}>
          {item.name}
        </Heading>
        {children}
      </div>
    </article>
  );
}

/** One image in the library: its picture, name, size, type, upload date and alt text (docs/product.md#routes, #entities). */
export function MediaCard({ item, onEdit, onDelete }: MediaCardProps) {
  return (
    <MediaTile item={item}>
      <p className="mt-1 text-xs text-muted">
        {formatMediaType(item.type)} · {formatFileSize(item.size)}
        {item.width && item.height ? ` · ${item.width} × ${item.height}` : ""}
      </p>
      <p className="text-xs text-muted">
        Uploaded <time dateTime={item.uploadDate}>{formatUploadDate(item.uploadDate)}</time>
      </p>
      <div className="mt-3 flex-1 text-xs">
        {item.alt ? (
          <p className="line-clamp-3 text-ink-soft">
            <span className="font-medium text-ink">Alt text: </span>
            {item.alt}
          </p>
        ) : (
          <MissingAltBadge />
        )}
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={onEdit}
          aria-label={`${item.alt ? "Edit alt text" : "Add alt text"} for ${item.name}`}
        >
          <Pencil aria-hidden="true" className="h-3.5 w-3.5" />
          <span aria-hidden="true">{item.alt ? "Edit alt text" : "Add alt text"}</span>
        </Button>
        <Button variant="ghost" onClick={onDelete} aria-label={`Delete ${item.name}`}>
          <Trash2 aria-hidden="true" className="h-3.5 w-3.5" />
          <span aria-hidden="true">Delete</span>
        </Button>
      </div>
    </MediaTile>
  );
}
