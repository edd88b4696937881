import type { ComponentProps } from "react";

import type { Section } from "~/lib/page-model";

interface SectionElementProps extends ComponentProps<"section"> {
  section: Section;
  /** The id of the section's heading, which names the section when it has a title. */
  titleId?: string;
}

/**
 * The `<section>` element every section draws: its anchor (/collection#retto), the administrator's background
 * colour, and its heading as its name when it has a title.
 */
export function SectionElement({ section, titleId, children, ...rest }: SectionElementProps) {
  return (
    <section
      id={section.anchor || undefined}
      aria-labelledby={section.title.trim() ? titleId : undefined}
      style={{ backgroundColor: section.backgroundColor }}
      {...rest}
    >
      {children}
    </section>
  );
}
