import type { ReactNode } from "react";

import { Reveal } from "~/ui/reveal";

interface StaggeredItemProps {
  /** The item's place in its list. */
  index: number;
  /** How many items appear in turn before the next one starts again: a grid's columns. */
  cycle: number;
  className?: string;
  children: ReactNode;
}

/** A list item of a grid that fades in 120 ms after the one before it, each row starting again. */
export function StaggeredItem({ index, cycle, className, children }: StaggeredItemProps) {
  return (
    <Reveal as="li" delay={(index % cycle) * 120} className={className}>
      {children}
    </Reveal>
  );
}
