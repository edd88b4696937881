import type { Section } from "~/lib/page-model";
import { cn } from "~/ui/cn";

import { Paragraphs } from "./paragraphs";
import { SectionButtons } from "./section-buttons";
import { SectionTitle } from "./section-heading";
import type { ToneClasses } from "./tone";

interface SectionCopyProps {
  section: Section;
  level: 1 | 2;
  titleId: string;
  tone: ToneClasses;
  /** The buttons centred under centred words. */
  centred?: boolean;
  titleSize?: "statement" | "hero" | "section";
  titleClassName?: string;
  /** The text's size and spacing; its colour follows the tone. */
  textClassName: string;
}

/** A section's title, its text and its buttons, one below another: the words of the hero and text layouts. */
export function SectionCopy({
  section,
  level,
  titleId,
  tone,
  centred = false,
  titleSize,
  titleClassName,
  textClassName,
}: SectionCopyProps) {
  return (
    <>
      <SectionTitle level={level} id={titleId} size={titleSize} className={titleClassName}>
        {section.title}
      </SectionTitle>
      <Paragraphs text={section.content} rich={section.richContent} className={cn(textClassName, tone.soft)} />
      <SectionButtons
        buttons={section.buttons}
        onDark={tone.onDark}
        className={cn("mt-10", centred && "justify-center")}
      />
    </>
  );
}
