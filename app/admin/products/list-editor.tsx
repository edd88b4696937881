import type { ReactNode } from "react";

import { Button } from "~/ui/button";

interface ListEditorProps {
  /** 'Finishes', 'Sizes': the heading, with the count after it. */
  heading: string;
  count: number;
  /** 'Add finish': the button that adds an entry. */
  addLabel: string;
  onAdd: () => void;
  /** What is wrong with the list as a whole ('Add at least one size.'), if anything. */
  problem?: string;
  children: ReactNode;
}

/** A model's list of finishes or sizes: its heading and count, the button that adds one, and the list. */
export function ListEditor({ heading, count, addLabel, onAdd, problem, children }: ListEditorProps) {
  const headingId = `${heading.toLowerCase()}-editor-heading`;
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={headingId} className="font-display text-2xl">
          {heading} ({count})
        </h2>
        <Button variant="secondary" onClick={onAdd}>
          {addLabel}
        </Button>
      </div>
      {problem && <p className="mt-2 text-sm text-red-700">{problem}</p>}
      {children}
    </section>
  );
}
