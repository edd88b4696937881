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
import { useRef } from "react";
import type { Section } from "~/lib/page-model";
import { SectionRow } from "./section-row";

interface SortableSectionListProps {
  sections: Section[];
  onReorder: (sections: Section[]) => void;
  onEdit: (section: Section) => void;
  onDelete: (section: Section) => void;
}

const screenReaderInstructions = {
  draggable:
    "To pick up a section, press space or enter. Use the up and down arrow keys to move it, then press space or enter to drop it in its new place, or escape to cancel.",
};

/** The new order after a drop, or null when nothing changes (a drop outside the list, or on itself: docs/product.md#states). */
export function reorderAfterDrop(
  sections: Section[],
  activeId: UniqueIdentifier,
  overId: UniqueIdentifier | null,
): Section[] | null {
  if (overId === null || overId === activeId) return null;
  const from = sections.findIndex((section) => section.id === activeId);
  const to = sections.findIndex((section) => section.id === overId);
  if (from < 0 || to < 0) return null;
  return arrayMove(sections, from, to);
}

/** The builder's sortable list of sections: pointer, touch and keyboard, announced to screen readers. */
export function SortableSectionList({ sections, onReorder, onEdit, onDelete }: SortableSectionListProps) {
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
    const section = sections.find((candidate) => candidate.id === id);
    return section?.title.trim() || "Untitled section";
  };
  const positionOf = (id: UniqueIdentifier) => sections.findIndex((section) => section.id === id) + 1;
  const count = sections.length;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}, section ${positionOf(active.id)} of ${count}.`,
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

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const next = reorderAfterDrop(sections, active.id, over?.id ?? null);
    if (next) onReorder(next);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions }}
    >
      <SortableContext items={sections.map((section) => section.id)} strategy={verticalListSortingStrategy}>
        <ol ref={listRef} aria-label="Sections on this page" className="space-y-3">
          {sections.map((section, index) => (
            <SectionRow key={section.id} section={section} position={index + 1} onEdit={onEdit} onDelete={onDelete} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
