import { type ReactNode, useId } from "react";
import type { SectionRenderProps } from "../types";
import { SectionFrame } from "./section-frame";
import { SectionIntro } from "./section-intro";
import type { ToneClasses } from "./tone";

interface ItemsSectionProps extends Pick<SectionRenderProps, "section" | "headingLevel"> {
  /** The layout being drawn (after the fallback to 'default'). */
  layout: string;
  align: "left" | "center";
  /** The type's items, drawn in the section's tone below the intro. */
  children: (tone: ToneClasses) => ReactNode;
}

/** The frame every section with items shares (features, gallery, testimonial): title and text, then the items. */
export function ItemsSection({ section, headingLevel, layout, align, children }: ItemsSectionProps) {
  const titleId = useId();
  return (
    <SectionFrame section={section} layout={layout} labelledBy={titleId} className="py-20 sm:py-28">
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
