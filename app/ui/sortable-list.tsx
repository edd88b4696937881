import {
  type Announcements,
  closestCenter,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  PointerSensor,
  TouchSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { arrayMove, SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import {
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";

interface SortableListProps<T extends { id: string }> {
  entries: readonly T[];
  /** The list's accessible name: 'Sections on this page'. */
  label: string;
  /** One entry, in words: 'section', 'item'. */
  noun: string;
  nameOf: (entry: T) => string;
  onReorder: (entries: T[]) => void;
  className?: string;
  /** Each entry's row: an `li` that calls useSortableRow with the entry's id; `moving` while moved by keyboard. */
  children: (entry: T, position: number, moving: boolean) => ReactNode;
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

/** The order after moving an entry one place up (-1) or down (+1), or null at either end of the list. */
export function moveByOne<T extends { id: string }>(entries: readonly T[], id: string, step: -1 | 1): T[] | null {
  const from = entries.findIndex((entry) => entry.id === id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= entries.length) return null;
  return arrayMove([...entries], from, to);
}

/** A keyboard move in progress: the entry, the list it started from, and the order shown meanwhile. */
interface KeyboardMove<T> {
  id: string;
  start: readonly T[];
  order: readonly T[];
}

interface RowHandles {
  onKeyDown: (id: string, event: KeyboardEvent<HTMLElement>) => void;
  register: (id: string, handle: HTMLElement | null) => void;
}

const RowHandlesContext = createContext<RowHandles>({ onKeyDown: () => {}, register: () => {} });

/**
 * One row of a SortableList: the `li`'s ref and style, and the handle's props (pointer and touch drags by dnd-kit,
 * keyboard moves by the list). `lifted` while the row is being moved either way.
 */
export function useSortableRow(id: string, moving: boolean) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const { onKeyDown, register } = useContext(RowHandlesContext);
  const handleRef = useCallback(
    (node: HTMLButtonElement | null) => {
      setActivatorNodeRef(node);
      register(id, node);
    },
    [id, register, setActivatorNodeRef],
  );
  return {
    rowRef: setNodeRef,
    rowStyle: { transform: CSS.Translate.toString(transform), transition },
    lifted: isDragging || moving,
    handleProps: {
      ...attributes,
      ...listeners,
      ref: handleRef,
      type: "button" as const,
      "aria-pressed": moving || isDragging ? true : undefined,
      // Escape cancels the move rather than closing the dialog the list is in.
      "data-keeps-escape": moving ? "" : undefined,
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => onKeyDown(id, event),
    },
  };
}

/**
 * A sortable list of the builder (sections, items), announced to screen readers. Pointer and touch drags are
 * dnd-kit's; a keyboard move is the list's own (space or enter picks up, the arrow keys move, space or enter drops,
 * escape cancels): it re-orders the rows it shows and touches only the two rows that trade places, so a key press
 * stays quick on a page of a hundred sections, and the new order is handed on once, at the drop.
 */
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
  );
  const [move, setMove] = useState<KeyboardMove<T> | null>(null);
  const [announcement, setAnnouncement] = useState("");
  // The list changed under a keyboard move (an undo, another tab): the move ends, the new list stands.
  if (move && move.start !== entries) setMove(null);
  const shown = move?.order ?? entries;
  const ids = useMemo(() => entries.map((entry) => entry.id), [entries]);

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

  const titleOf = (id: UniqueIdentifier, list: readonly T[] = entries) => {
    const entry = list.find((candidate) => candidate.id === id);
    return entry ? nameOf(entry) : "";
  };
  const positionOf = (id: UniqueIdentifier, list: readonly T[] = entries) =>
    list.findIndex((entry) => entry.id === id) + 1;
  const count = entries.length;
  const said = {
    pickedUp: (id: UniqueIdentifier) => `Picked up ${titleOf(id)}, ${noun} ${positionOf(id)} of ${count}.`,
    moved: (id: UniqueIdentifier, position: number) => `${titleOf(id)} moved to position ${position} of ${count}.`,
    dropped: (id: UniqueIdentifier, position: number) => `${titleOf(id)} dropped at position ${position} of ${count}.`,
    cancelled: (id: UniqueIdentifier) => `Moving cancelled. ${titleOf(id)} stays at position ${positionOf(id)}.`,
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => said.pickedUp(active.id),
    // Over itself at pick-up: nothing moved yet, so the pick-up announcement stands.
    onDragOver: ({ active, over }) =>
      over?.id === active.id
        ? undefined
        : over
          ? said.moved(active.id, positionOf(over.id))
          : `${titleOf(active.id)} is outside the list; dropping it here changes nothing.`,
    onDragEnd: ({ active, over }) =>
      over
        ? said.dropped(active.id, positionOf(over.id))
        : `${titleOf(active.id)} dropped outside the list; the order is unchanged.`,
    onDragCancel: ({ active }) => said.cancelled(active.id),
  };
  const screenReaderInstructions = {
    draggable: `To pick up ${noun === "item" ? "an" : "a"} ${noun}, press space or enter. Use the up and down arrow keys to move it, then press space or enter to drop it in its new place, or escape to cancel.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const next = reorderAfterDrop(entries, active.id, over?.id ?? null);
    if (next) onReorder(next);
  };

  const onMoveKey = (id: string, event: KeyboardEvent<HTMLElement>) => {
    const pick = event.key === " " || event.key === "Enter";
    // A move of another row left behind (the focus moved on without a key this list hears) ends first.
    const current = move?.id === id ? move : null;
    if (move && !current) cancelMove(move.id);
    if (!current) {
      if (!pick) return;
      event.preventDefault();
      setMove({ id, start: entries, order: entries });
      setAnnouncement(said.pickedUp(id));
      return;
    }
    if (event.key === "ArrowUp" || event.key === "ArrowDown") {
      event.preventDefault();
      const order = moveByOne(current.order, id, event.key === "ArrowUp" ? -1 : 1);
      if (!order) return;
      setMove({ ...current, order });
      setAnnouncement(said.moved(id, positionOf(id, order)));
    } else if (pick) {
      event.preventDefault();
      setMove(null);
      setAnnouncement(said.dropped(id, positionOf(id, current.order)));
      if (current.order.some((entry, index) => entry !== entries[index])) onReorder([...current.order]);
    } else if (event.key === "Escape" || event.key === "Tab") {
      if (event.key === "Escape") event.preventDefault();
      cancelMove(id);
    }
  };

  function cancelMove(id: string) {
    setMove(null);
    setAnnouncement(said.cancelled(id));
  }

  // Rows read the handlers through a context that never changes, so a key press re-renders only the rows it moves.
  const latestMoveKey = useRef(onMoveKey);
  useLayoutEffect(() => {
    latestMoveKey.current = onMoveKey;
  });
  const handles = useRef(new Map<string, HTMLElement>());
  const rowHandles = useMemo<RowHandles>(
    () => ({
      onKeyDown: (id, event) => latestMoveKey.current(id, event),
      register: (id, handle) => {
        if (handle) handles.current.set(id, handle);
        else handles.current.delete(id);
      },
    }),
    [],
  );
  // A press of the pointer anywhere but on the moving row's handle ends a keyboard move, order unchanged.
  const movingId = move?.id;
  const latestCancel = useRef(cancelMove);
  useLayoutEffect(() => {
    latestCancel.current = cancelMove;
  });
  useEffect(() => {
    if (movingId === undefined) return;
    const onPointerDown = (event: PointerEvent) => {
      const handle = handles.current.get(movingId);
      if (!(event.target instanceof Node && handle?.contains(event.target))) latestCancel.current(movingId);
    };
    document.addEventListener("pointerdown", onPointerDown, true);
    return () => document.removeEventListener("pointerdown", onPointerDown, true);
  }, [movingId]);

  // A row moved in the page loses the focus when the browser moves its element: its handle gets it back.
  useLayoutEffect(() => {
    const handle = move ? handles.current.get(move.id) : undefined;
    if (!handle) return;
    if (document.activeElement !== handle) handle.focus({ preventScroll: true });
    handle.scrollIntoView({ block: "nearest" });
  }, [move]);

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <RowHandlesContext.Provider value={rowHandles}>
          <ol ref={listRef} aria-label={label} className={className}>
            {shown.map((entry, index) => children(entry, index + 1, move?.id === entry.id))}
          </ol>
        </RowHandlesContext.Provider>
      </SortableContext>
      <div role="status" aria-live="assertive" aria-atomic="true" className="sr-only">
        {announcement}
      </div>
    </DndContext>
  );
}
