import { type ReactNode, useId } from "react";

import type { SectionRenderProps } from "../types";
import { SectionFrame } from "./section-frame";
import { SectionIntro } from "./section-intro";
import type { ToneClasses } from "./tone";

interface ItemsSectionProps extends Pick<SectionRenderProps, "section" | "headingLevel"> {
  align?: "left" | "center";
  /** The section's own spacing above and below. */
  className?: string;
  /** What the section lists, drawn in the section's tone below the intro. */
  children: (tone: ToneClasses) => ReactNode;
}

/**
 * The frame every section that lists things shares (features, gallery, testimonial, the catalogue's model cards and
 * size tables): its title and text, then what it lists. The section's layout is the one drawn (resolved before any
 * renderer sees it).
 */
export function ItemsSection({
  section,
  headingLevel,
  align = "left",
  className = "py-20 sm:py-28",
  children,
}: ItemsSectionProps) {
  const titleId = useId();
  return (
    <SectionFrame section={section} layout={section.layout} labelledBy={titleId} className={className}>
      {(tone) => (
        <div className="container-page">
          <SectionIntro
            title={section.title}
            content={section.content}
            level={headingLevel}
            titleId={titleId}
            tone={tone}
            align={align}
          />
          {children(tone)}
        </div>
      )}
    </SectionFrame>
  );
}
