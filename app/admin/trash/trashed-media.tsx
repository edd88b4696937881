import { RotateCcw, Trash2 } from "lucide-react";
import { type MediaNeeds, type TrashedMedia, mediaTrashDays } from "~/lib/media/media-item";
import { Button } from "~/ui/button";
import { formatUploadDate } from "../media/media-format";
import { MediaImage } from "../media/media-image";
import type { TrashEntry } from "./trash-actions";

export const mediaEntry = (item: TrashedMedia): TrashEntry => ({
  address: `media-trash/${item.id}`,
  kind: "Image",
  name: item.name,
  restoredTo: "the media library",
});

const dayMs = 24 * 60 * 60 * 1000;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What still shows an image, in words: "1 page and 2 kept versions". */
function neededByText({ pages, versions, finishes }: MediaNeeds): string {
  const parts = [
    pages > 0 && plural(pages, "page", "pages"),
    versions > 0 && plural(versions, "kept version", "kept versions"),
    finishes > 0 && plural(finishes, "catalogue finish", "catalogue finishes"),
  ].filter((part): part is string => Boolean(part));
  return parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : (parts[0] ?? "");
}

export function TrashedMediaCard({
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
