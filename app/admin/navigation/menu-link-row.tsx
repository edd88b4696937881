import { Trash2 } from "lucide-react";

import type { MenuLink } from "~/lib/navigation/menus";
import { Button } from "~/ui/button";
import { cn } from "~/ui/cn";
import { TextField } from "~/ui/field";
import { ReorderHandle } from "~/ui/reorder-handle";
import { useSortableRow } from "~/ui/sortable-list";

interface MenuLinkRowProps {
  link: MenuLink;
  position: number;
  moving: boolean;
  destination: string;
  problem?: string;
  onRename: (label: string) => void;
  onRemove: () => void;
}

/** One link of a menu: its handle (drag, or space and the arrow keys), its name to edit, where it leads, Remove. */
export function MenuLinkRow({ link, position, moving, destination, problem, onRename, onRemove }: MenuLinkRowProps) {
  const { rowRef, rowStyle, lifted, handleProps } = useSortableRow(link.id, moving);
  const name = link.label.trim() || `link ${position}`;
  return (
    <li
      ref={rowRef}
      style={rowStyle}
      className={cn(
        "relative flex items-center gap-3 rounded-lg border border-ink/10 bg-white py-2 pr-2 pl-1 sm:gap-4",
        lifted && "z-10 border-bronze/40 shadow-[0_18px_40px_-18px_rgb(29_27_24/0.45)]",
      )}
    >
      <ReorderHandle handleProps={handleProps} name={name} look="row" />
      <div className="grid min-w-0 flex-1 items-center gap-x-4 gap-y-1 sm:grid-cols-[minmax(0,15rem)_minmax(0,1fr)]">
        <TextField
          label="Name"
          aria-label={`Name of link ${position}`}
          value={link.label}
          error={problem}
          onChange={(event) => onRename(event.target.value)}
        />
        <p className="text-xs break-all text-muted sm:pt-6">Leads to {destination}</p>
      </div>
      <Button variant="ghost" className="shrink-0 px-3" aria-label={`Remove ${name}`} onClick={onRemove}>
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        <span aria-hidden="true" className="hidden sm:inline">
          Remove
        </span>
      </Button>
    </li>
  );
}
