import type { LayoutOption } from "~/sections/types";
import { cn } from "~/ui/cn";

import { LayoutSchematic } from "./layout-schematic";

interface LayoutPickerProps {
  type: string;
  layouts: readonly LayoutOption[];
  value: string;
  onChange: (layoutId: string) => void;
}

/** docs/product.md#routes Layout tab: the type's layouts as radio cards. */
export function LayoutPicker({ type, layouts, value, onChange }: LayoutPickerProps) {
  if (layouts.length === 0) {
    return (
      <p className="rounded-md bg-linen px-4 py-8 text-center text-sm text-muted">
        No layout options available for this section type.
      </p>
    );
  }
  return (
    <fieldset>
      <legend className="sr-only">Layout</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {layouts.map((layout) => (
          <label
            key={layout.id}
            className={cn(
              "flex cursor-pointer gap-3 rounded-lg border bg-white p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-bronze",
              value === layout.id ? "border-ink ring-1 ring-ink" : "border-ink/15 hover:border-ink/40",
            )}
          >
            <input
              type="radio"
              name="section-layout"
              value={layout.id}
              checked={value === layout.id}
              onChange={() => onChange(layout.id)}
              className="sr-only"
            />
            <LayoutSchematic
              type={type}
              layout={layout.id}
              className="h-16 w-24 shrink-0 rounded-sm border border-ink/10"
            />
            <span>
              <span className="block text-sm font-semibold text-ink">{layout.name}</span>
              <span className="mt-0.5 block text-xs text-muted">{layout.description}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
