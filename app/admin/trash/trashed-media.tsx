import { RotateCcw, Trash2 } from "lucide-react";

import type { MediaNeeds, TrashedMedia } from "~/lib/media/media-item";
import { restorableUntil } from "~/lib/trash";
import { Button } from "~/ui/button";

import { MediaTile } from "../media/media-card";
import { formatUploadDate } from "../media/media-format";
import type { TrashEntry } from "./trash-actions";

export const mediaEntry = (item: TrashedMedia): TrashEntry => ({
  address: `media-trash/${item.id}`,
  kind: "Image",
  name: item.name,
  restoredTo: "the media library",
});

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
  const until = restorableUntil(item.trashedAt);
  const shownBy = neededByText(item.neededBy);
  return (
    <MediaTile item={item} level={3}>
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
    </MediaTile>
  );
}
