import type { ReactNode } from "react";

import type { Section } from "~/lib/page-model";
import { cn } from "~/ui/cn";

import { SectionElement } from "./section-element";
import { type Tone, type ToneClasses, toneClasses, toneFor } from "./tone";

interface SectionFrameProps {
  section: Section;
  /** The layout actually drawn ('default' when the section's own is unknown to its type). */
  layout: string;
  labelledBy?: string;
  className?: string;
  /** Set when the text sits on something other than the background colour, such as a darkened picture. */
  tone?: Tone;
  children: (tone: ToneClasses) => ReactNode;
}

/**
 * The `<section>` every renderer draws in: the administrator's background colour with a text colour
 * that reads on it, and data attributes that name what was drawn (for tests and the builder).
 */
export function SectionFrame({
  section,
  layout,
  labelledBy,
  className,
  tone: toneOverride,
  children,
}: SectionFrameProps) {
  const tone = toneClasses(toneOverride ?? toneFor(section.backgroundColor));
  return (
    <SectionElement
      section={section}
      titleId={labelledBy}
      data-section-id={section.id}
      data-section-type={section.type}
      data-layout={layout}
      className={cn("relative", tone.text, className)}
    >
      {children(tone)}
    </SectionElement>
  );
}
