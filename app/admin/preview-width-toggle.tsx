import { ToggleGroup } from "radix-ui";

import { cn } from "~/ui/cn";

export interface PreviewWidthOption {
  label: string;
  width: number;
}

/** The widths a preview frame is drawn at (the builder's and the Navigation screen's), one pressed at a time. */
export function PreviewWidthToggle<Width extends number>({
  options,
  value,
  onChange,
}: {
  options: readonly { label: string; width: Width }[];
  value: Width;
  onChange: (width: Width) => void;
}) {
  return (
    <ToggleGroup.Root
      type="single"
      value={String(value)}
      onValueChange={(chosen) => {
        const option = options.find((o) => String(o.width) === chosen);
        if (option) onChange(option.width);
      }}
      aria-label="Preview width"
      className="inline-flex rounded-md border border-ink/15 p-0.5"
    >
      {options.map((option) => (
        <ToggleGroup.Item
          key={option.width}
          value={String(option.width)}
          aria-label={`${option.label}, ${option.width} px`}
          className={cn(
            "rounded-sm px-3 py-1.5 text-sm font-medium text-ink-soft hover:text-ink",
            "data-[state=on]:bg-ink data-[state=on]:text-white",
          )}
        >
          {option.label} <span className="tabular-nums">{option.width}</span>
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
