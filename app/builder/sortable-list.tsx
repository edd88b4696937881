import {
  type Announcements,
  type CollisionDetection,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { type ReactNode, useRef } from "react";

interface SortableListProps<T extends { id: string }> {
  entries: readonly T[];
  /** The list's accessible name: 'Sections on this page'. */
  label: string;
  /** One entry, in words: 'section', 'item'. */
  noun: string;
  nameOf: (entry: T) => string;
  onReorder: (entries: T[]) => void;
  className?: string;
  /** Each entry's row: an `li` that calls useSortable with the entry's id. */
  children: (entry: T, position: number) => ReactNode;
}

/** The new order after a drop, or null when nothing changes (a drop outside the list, or on itself: docs/product.md#states). */
export function reorderAfterDrop<T extends { id: string }>(
  entries: readonly T[],
  activeId: UniqueIdentifier,
  overId: UniqueIdentifier | null,
): T[] | null {
  if (overId === null || overId === activeId) return null;
  const from = entries.findIndex((entry) => entry.id === activeId);
  const to = entries.findIndex((entry) => entry.id === overId);
  if (from < 0 || to < 0) return null;
  return arrayMove([...entries], from, to);
}

/** A sortable list of the builder (sections, items): pointer, touch and keyboard, announced to screen readers. */
export function SortableList<T extends { id: string }>({
  entries,
  label,
  noun,
  nameOf,
  onReorder,
  className,
  children,
}: SortableListProps<T>) {
  const listRef = useRef<HTMLOListElement>(null);
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    // On touch screens a short press starts a drag, so the page still scrolls under a swipe.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // closestCenter alone always finds some row, even far outside the list; a pointer outside the
  // list's box is over nothing, so that drop changes nothing (docs/product.md#states).
  const collisionDetection: CollisionDetection = (args) => {
    const pointer = args.pointerCoordinates;
    const box = listRef.current?.getBoundingClientRect();
    if (pointer && box) {
      const inside = pointer.x >= box.left && pointer.x <= box.right && pointer.y >= box.top && pointer.y <= box.bottom;
      if (!inside) return [];
    }
    return closestCenter(args);
  };

  const titleOf = (id: UniqueIdentifier) => {
    const entry = entries.find((candidate) => candidate.id === id);
    return entry ? nameOf(entry) : "";
  };
  const positionOf = (id: UniqueIdentifier) => entries.findIndex((entry) => entry.id === id) + 1;
  const count = entries.length;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}, ${noun} ${positionOf(active.id)} of ${count}.`,
    // Over itself at pick-up: nothing moved yet, so the pick-up announcement stands.
    onDragOver: ({ active, over }) =>
      over?.id === active.id
        ? undefined
        : over
          ? `${titleOf(active.id)} moved to position ${positionOf(over.id)} of ${count}.`
          : `${titleOf(active.id)} is outside the list; dropping it here changes nothing.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${titleOf(active.id)} dropped at position ${positionOf(over.id)} of ${count}.`
        : `${titleOf(active.id)} dropped outside the list; the order is unchanged.`,
    onDragCancel: ({ active }) => `Moving cancelled. ${titleOf(active.id)} stays at position ${positionOf(active.id)}.`,
  };
  const screenReaderInstructions = {
    draggable: `To pick up ${noun === "item" ? "an" : "a"} ${noun}, press space or enter. Use the up and down arrow keys to move it, then press space or enter to drop it in its new place, or escape to cancel.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const next = reorderAfterDrop(entries, active.id, over?.id ?? null);
    if (next) onReorder(next);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions }}
    >
      <SortableContext items={entries.map((entry) => entry.id)} strategy={verticalListSortingStrategy}>
        <ol ref={listRef} aria-label={label} className={className}>
          {entries.map((entry, index) => children(entry, index + 1))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
