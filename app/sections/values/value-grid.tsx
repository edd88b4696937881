import { cn } from "~/ui/cn";

import { StaggeredItem } from "../parts/staggered-item";

interface ValueGridProps {
  items: readonly { title: string; text: string; number?: string }[];
  /** On a dark background (the tone model of ../parts/tone). */
  onDark?: boolean;
  /** Columns on wide screens. */
  columns?: 2 | 3 | 4;
  className?: string;
}

const columnClass = { 2: "lg:grid-cols-2", 3: "lg:grid-cols-3", 4: "lg:grid-cols-4" } as const;

/** Numbered values, principles or steps in hairline-separated cells that fade in one after another. */
export function ValueGrid({ items, onDark: dark = false, columns = 4, className }: ValueGridProps) {
  return (
    <ol
      className={cn(
        "grid gap-px overflow-hidden sm:grid-cols-2",
        columnClass[columns],
        dark ? "bg-white/12" : "bg-ink/10",
        className,
      )}
    >
      {items.map((item, index) => (
        <StaggeredItem
          key={item.title}
          index={index}
          cycle={columns}
          className={cn("p-8 lg:p-10", dark ? "bg-night" : "bg-paper")}
        >
          <span className={cn("font-display text-xl", dark ? "text-sand" : "text-bronze")} aria-hidden="true">
            {item.number ?? String(index + 1).padStart(2, "0")}
          </span>
          <h3 className="mt-6 font-display text-3xl leading-tight">{item.title}</h3>
          <p className={cn("mt-4 text-sm leading-relaxed", dark ? "text-white/75" : "text-ink-soft")}>{item.text}</p>
        </StaggeredItem>
      ))}
    </ol>
  );
}
