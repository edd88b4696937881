import { Plus, Trash2 } from "lucide-react";
import { useEffect, useId, useRef } from "react";

import { type SectionItem, sectionItemSchema } from "~/lib/page-model";
import { newItem } from "~/sections/section-types";
import type { ItemProp, ItemsField } from "~/sections/types";
import { Button } from "~/ui/button";
import { cn } from "~/ui/cn";
import { ReorderHandle } from "~/ui/reorder-handle";
import { SortableList, useSortableRow } from "~/ui/sortable-list";

import { KindEditor, propChange } from "./content-fields";
import type { FieldEditorProps } from "./field-kind";

interface ItemRowProps extends Pick<FieldEditorProps<"items">, "errors" | "section" | "onChange" | "onBrowse"> {
  item: SectionItem;
  position: number;
  moving: boolean;
  field: ItemsField;
  update: (change: Partial<SectionItem>) => void;
  onRemove: () => void;
}

function ItemRow({ item, position, moving, field, update, onRemove, ...editing }: ItemRowProps) {
  const { rowRef, rowStyle, lifted, handleProps } = useSortableRow(item.id, moving);
  const name = `${field.noun} ${position}`;
  // The item's name beside its handle names its group: a legend names a fieldset only as its first child.
  const nameId = useId();
  /** The editor of one of the item's props, drawn by the kind the type declares for it; none when undeclared. */
  const editorOf = (prop: ItemProp) => {
    const declared = field.fields[prop];
    return (
      declared && (
        <KindEditor
          field={declared}
          value={item[prop]}
          error={editing.errors?.items[item.id]?.[prop]}
          set={(value) => update(propChange<SectionItem>(prop, value, sectionItemSchema))}
          compact
          {...editing}
        />
      )
    );
  };
  return (
    <li
      ref={rowRef}
      style={rowStyle}
      className={cn(
        "rounded-md border border-ink/10 bg-white p-3 sm:p-4",
        lifted && "relative z-10 border-bronze/40 shadow-lg",
      )}
    >
      <fieldset aria-labelledby={nameId} className="min-w-0">
        <div className="flex items-center justify-between gap-3">
          <span className="flex items-center gap-1">
            <ReorderHandle handleProps={handleProps} name={name} look="compact" />
            <span id={nameId} className="text-sm font-semibold text-ink">
              {name}
            </span>
          </span>
          <button
            type="button"
            onClick={onRemove}
            aria-label={`Remove ${name.toLowerCase()}`}
            title={`Remove ${field.noun.toLowerCase()}`}
            className="inline-flex h-9 w-9 items-center justify-center rounded-md text-red-700 hover:bg-red-50"
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
        {field.fields.imageUrl ? (
          // The words beside the picture on a wider screen, so an item takes half the height.
          <div className="mt-2 grid gap-3 md:grid-cols-2 md:gap-5">
            <div className="min-w-0 space-y-3">
              {editorOf("eyebrow")}
              {editorOf("title")}
              {editorOf("content")}
              {editorOf("link")}
            </div>
            {editorOf("imageUrl")}
          </div>
        ) : (
          <div className="mt-2 space-y-3">
            {editorOf("eyebrow")}
            <div className="grid gap-3 sm:grid-cols-2">
              {editorOf("title")}
              {editorOf("content")}
            </div>
            {editorOf("link")}
          </div>
        )}
      </fieldset>
    </li>
  );
}

/**
 * docs/product.md#routes Items tab, the editor of the `items` field kind: 'Add Item' appends, a trash button removes
 * one, the handle reorders (pointer, touch or keyboard). The list grows with its items, the editor scrolling around it
 * rather than a box of its own (decision 210). Each item's fields are the kinds the type declares, labelled for its
 * items ('Customer name').
 */
export function ItemsEditor({ field, value, set: setItems, ...editing }: FieldEditorProps<"items">) {
  const { errors, section, onChange, onBrowse } = editing;
  const items = value ?? [];
  const listRef = useRef<HTMLDivElement>(null);
  const added = useRef(false);
  const update = (id: string, change: Partial<SectionItem>) =>
    setItems(items.map((item) => (item.id === id ? { ...item, ...change } : item)));

  // The item just added, at the end of the list, is brought into view by focusing its first field.
  useEffect(() => {
    if (!added.current) return;
    added.current = false;
    listRef.current?.querySelector<HTMLInputElement>("li:last-of-type input")?.focus();
  }, [items.length]);

  return (
    <div>
      <div className="mb-3 flex items-center justify-between gap-3">
        <p className="text-sm text-muted">
          {items.length} {items.length === 1 ? "item" : "items"}
        </p>
        <Button
          variant="secondary"
          onClick={() => {
            added.current = true;
            setItems([...items, newItem(field)]);
          }}
        >
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add Item
        </Button>
      </div>
      <div ref={listRef} data-testid="items-list" className="rounded-md border border-ink/10 bg-linen/50 p-2 sm:p-3">
        {items.length === 0 ? (
          <p className="px-6 py-16 text-center text-sm text-muted">
            No items added yet. Click "Add Item" to create your first item.
          </p>
        ) : (
          <SortableList
            entries={items}
            label={field.label}
            noun="item"
            nameOf={(item) => item.title.trim() || field.noun}
            onReorder={setItems}
            className="space-y-3"
          >
            {(item, position, moving) => (
              <ItemRow
                key={item.id}
                item={item}
                position={position}
                moving={moving}
                field={field}
                update={(change) => update(item.id, change)}
                onRemove={() => setItems(items.filter((candidate) => candidate.id !== item.id))}
                errors={errors}
                section={section}
                onChange={onChange}
                onBrowse={onBrowse}
              />
            )}
          </SortableList>
        )}
      </div>
    </div>
  );
}
