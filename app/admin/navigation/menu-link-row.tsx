import { GripVertical, Trash2 } from "lucide-react";
import type { MenuLink } from "~/lib/navigation/menus";
import { Button } from "~/ui/button";
import { cn } from "~/ui/cn";
import { TextField } from "~/ui/field";
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
        "relative flex flex-wrap items-start gap-x-4 gap-y-2 rounded-lg border border-ink/10 bg-white p-3 sm:flex-nowrap",
        lifted && "z-10 border-bronze/40 shadow-[0_18px_40px_-18px_rgb(29_27_24/0.45)]",
      )}
    >
      <button
        {...handleProps}
        aria-label={`Reorder ${name}`}
        className="mt-6 inline-flex h-11 w-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted hover:bg-linen hover:text-ink active:cursor-grabbing aria-pressed:bg-linen aria-pressed:text-ink"
      >
        <GripVertical aria-hidden="true" className="h-5 w-5" />
      </button>
      <TextField
        label="Name"
        aria-label={`Name of link ${position}`}
        value={link.label}
        error={problem}
        hint={<span className="break-all">Leads to {destination}</span>}
        onChange={(event) => onRename(event.target.value)}
        className="min-w-0 flex-1"
      />
      <Button variant="ghost" className="mt-6 shrink-0" aria-label={`Remove ${name}`} onClick={onRemove}>
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        <span aria-hidden="true">Remove</span>
      </Button>
    </li>
  );
}
