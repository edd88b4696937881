import { Plus, Trash2 } from "lucide-react";
import { useEffect, useRef } from "react";
import type { SectionItem } from "~/lib/page-model";
import { newItem } from "~/sections/registry";
import { Button } from "~/ui/button";
import { TextAreaField, TextField } from "~/ui/field";
import { ImageField } from "./image-field";
import type { SectionErrors } from "./section-validation";

interface ItemsEditorProps {
  items: SectionItem[];
  onChange: (items: SectionItem[]) => void;
  onBrowse: (itemId: string) => void;
  errors: SectionErrors["items"];
}

/** docs/product.md#routes Items tab: 'Add Item' appends, a trash button removes one; the list area is 400 px high. */
export function ItemsEditor({ items, onChange, onBrowse, errors }: ItemsEditorProps) {
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
    list.querySelector<HTMLInputElement>("fieldset:last-of-type input")?.focus({ preventScroll: true });
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
            onChange([...items, newItem()]);
          }}
        >
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add Item
        </Button>
      </div>
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
          <div className="space-y-3">
            {items.map((item, index) => (
              <fieldset key={item.id} className="rounded-md border border-ink/10 bg-white p-4">
                <div className="flex items-center justify-between gap-3">
                  <legend className="float-left text-sm font-semibold text-ink">Item {index + 1}</legend>
                  <button
                    type="button"
                    onClick={() => onChange(items.filter((candidate) => candidate.id !== item.id))}
                    aria-label={`Remove item ${index + 1}`}
                    title="Remove item"
                    className="inline-flex h-9 w-9 items-center justify-center rounded-md text-red-700 hover:bg-red-50"
                  >
                    <Trash2 aria-hidden="true" className="h-4 w-4" />
                  </button>
                </div>
                <div className="clear-both mt-2 space-y-3">
                  <div className="grid gap-3 sm:grid-cols-2">
                    <TextField
                      label="Title"
                      value={item.title}
                      error={errors[item.id]?.title}
                      onChange={(event) => update(item.id, { title: event.target.value })}
                    />
                    <TextAreaField
                      label="Description"
                      value={item.content}
                      error={errors[item.id]?.content}
                      rows={2}
                      className="[&_textarea]:min-h-[2.6rem]"
                      onChange={(event) => update(item.id, { content: event.target.value })}
                    />
                  </div>
                  <ImageField
                    label="Image"
                    value={item.imageUrl}
                    error={errors[item.id]?.imageUrl}
                    onChange={(imageUrl) => update(item.id, { imageUrl })}
                    onBrowse={() => onBrowse(item.id)}
                  />
                </div>
              </fieldset>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
