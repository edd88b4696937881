import { Plus, Trash2 } from "lucide-react";
import { useEffect, useRef } from "react";

import type { SectionItem } from "~/lib/page-model";
import { newItem } from "~/sections/section-types";
import type { ItemsDescription } from "~/sections/types";
import { Button } from "~/ui/button";
import { cn } from "~/ui/cn";
import { TextAreaField, TextField } from "~/ui/field";
import { ReorderHandle } from "~/ui/reorder-handle";
import { SortableList, useSortableRow } from "~/ui/sortable-list";

import { ImageField } from "./image-field";
import type { SectionErrors } from "./section-validation";
import { siteLinkSuggestions } from "./site-links";

interface ItemsEditorProps {
  /** What the type's items are called and what their fields ask for. */
  description: ItemsDescription;
  items: SectionItem[];
  onChange: (items: SectionItem[]) => void;
  onBrowse: (itemId: string) => void;
  errors: SectionErrors["items"];
}

interface ItemRowProps {
  item: SectionItem;
  position: number;
  moving: boolean;
  description: ItemsDescription;
  errors: SectionErrors["items"][string] | undefined;
  update: (change: Partial<SectionItem>) => void;
  onRemove: () => void;
  onBrowse: () => void;
}

function ItemRow({ item, position, moving, description, errors, update, onRemove, onBrowse }: ItemRowProps) {
  const { rowRef, rowStyle, lifted, handleProps } = useSortableRow(item.id, moving);
  const name = `${description.noun} ${position}`;
  return (
    <li
      ref={rowRef}
      style={rowStyle}
      className={cn(
        "rounded-md border border-ink/10 bg-white p-4",
        lifted && "relative z-10 border-bronze/40 shadow-lg",
      )}
    >
      <fieldset>
        <div className="flex items-center justify-between gap-3">
          <span className="flex items-center gap-1">
            <ReorderHandle handleProps={handleProps} name={name} look="compact" />
            <legend className="float-left text-sm font-semibold text-ink">{name}</legend>
          </span>
          <button
            type="button"
            onClick={onRemove}
            aria-label={`Remove ${name.toLowerCase()}`}
            title={`Remove ${description.noun.toLowerCase()}`}
            className="inline-flex h-9 w-9 items-center justify-center rounded-md text-red-700 hover:bg-red-50"
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
        <div className="clear-both mt-2 space-y-3">
          {description.eyebrow && (
            <TextField
              label={description.eyebrow}
              value={item.eyebrow ?? ""}
              onChange={(event) => update({ eyebrow: event.target.value || undefined })}
            />
          )}
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label={description.title}
              value={item.title}
              error={errors?.title}
              onChange={(event) => update({ title: event.target.value })}
            />
            <TextAreaField
              label={description.content}
              value={item.content}
              error={errors?.content}
              rows={2}
              className="[&_textarea]:min-h-[2.6rem]"
              onChange={(event) => update({ content: event.target.value })}
            />
          </div>
          {description.link && (
            <TextField
              label={description.link}
              value={item.link ?? ""}
              list="item-link-suggestions"
              error={errors?.link}
              onChange={(event) => update({ link: event.target.value || undefined })}
            />
          )}
          {description.imageUrl && (
            <ImageField
              label={description.imageUrl}
              value={item.imageUrl}
              error={errors?.imageUrl}
              onChange={(imageUrl) => update({ imageUrl })}
              onBrowse={onBrowse}
            />
          )}
        </div>
      </fieldset>
    </li>
  );
}

/**
 * docs/product.md#routes Items tab: 'Add Item' appends, a trash button removes one, the handle reorders (pointer,
 * touch or keyboard); the list area is 400 px high. The fields are labelled for the type ('Customer name').
 */
export function ItemsEditor({ description, items, onChange, onBrowse, errors }: ItemsEditorProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const added = useRef(false);
  const update = (id: string, change: Partial<SectionItem>) =>
    onChange(items.map((item) => (item.id === id ? { ...item, ...change } : item)));

  // Show the item just added: it goes to the end of a list that scrolls.
  useEffect(() => {
    if (!added.current) return;
    added.current = false;
    const list = listRef.current;
    if (!list) return;
    list.scrollTop = list.scrollHeight;
    list.querySelector<HTMLInputElement>("li:last-of-type input")?.focus({ preventScroll: true });
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
            onChange([...items, newItem(description)]);
          }}
        >
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add Item
        </Button>
      </div>
      {description.link && (
        <datalist id="item-link-suggestions">
          {siteLinkSuggestions.map((link) => (
            <option key={link} value={link} />
          ))}
        </datalist>
      )}
      <div
        ref={listRef}
        data-testid="items-list"
        className="h-[400px] overflow-y-auto rounded-md border border-ink/10 bg-linen/50 p-3"
      >
        {items.length === 0 ? (
          <p className="flex h-full items-center justify-center px-6 text-center text-sm text-muted">
            No items added yet. Click "Add Item" to create your first item.
          </p>
        ) : (
          <SortableList
            entries={items}
            label="Items"
            noun="item"
            nameOf={(item) => item.title.trim() || description.noun}
            onReorder={onChange}
            className="space-y-3"
          >
            {(item, position, moving) => (
              <ItemRow
                key={item.id}
                item={item}
                position={position}
                moving={moving}
                description={description}
                errors={errors[item.id]}
                update={(change) => update(item.id, change)}
                onRemove={() => onChange(items.filter((candidate) => candidate.id !== item.id))}
                onBrowse={() => onBrowse(item.id)}
              />
            )}
          </SortableList>
        )}
      </div>
    </div>
  );
}
