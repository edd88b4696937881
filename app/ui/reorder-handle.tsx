import { GripVertical } from "lucide-react";

import type { useSortableRow } from "./sortable-list";

const grab = "cursor-grab touch-none items-center justify-center rounded-md text-muted hover:bg-linen hover:text-ink";
const pressed = "aria-pressed:bg-linen aria-pressed:text-ink";

const looks = {
  /** Beside a row of a list: a full-size touch target. */
  row: { button: `inline-flex h-11 w-9 shrink-0 ${grab} active:cursor-grabbing ${pressed}`, grip: "h-5 w-5" },
  /** The same, kept clear of the page builder's sticky bar when a keyboard move scrolls to it. */
  builderRow: {
    button: `inline-flex h-11 w-9 shrink-0 scroll-my-24 ${grab} active:cursor-grabbing ${pressed}`,
    grip: "h-5 w-5",
  },
  /** Beside the legend of an item in a section's form. */
  compact: { button: `inline-flex h-9 w-7 ${grab} ${pressed}`, grip: "h-4 w-4" },
} as const;

/** The grip a row of a SortableList is dragged by, or moved with the keyboard; `name` says what it moves. */
export function ReorderHandle({
  handleProps,
  name,
  look,
}: {
  handleProps: ReturnType<typeof useSortableRow>["handleProps"];
  name: string;
  look: keyof typeof looks;
}) {
  return (
    <button {...handleProps} aria-label={`Reorder ${name}`} className={looks[look].button}>
      <GripVertical aria-hidden="true" className={looks[look].grip} />
    </button>
  );
}
