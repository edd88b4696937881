import { cn } from "~/ui/cn";
import { Reveal } from "~/ui/reveal";

import { Paragraphs } from "./paragraphs";
import { SectionTitle } from "./section-heading";
import type { ToneClasses } from "./tone";

interface SectionIntroProps {
  title: string;
  content: string;
  level: 1 | 2;
  titleId: string;
  tone: ToneClasses;
  align?: "left" | "center";
  className?: string;
}

/** The title and text that open a section with items; nothing when both are empty. */
export function SectionIntro({ title, content, level, titleId, tone, align = "left", className }: SectionIntroProps) {
  if (!title.trim() && !content.trim()) return null;
  return (
    <Reveal className={cn("max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      <SectionTitle level={level} id={titleId}>
        {title}
      </SectionTitle>
      <Paragraphs text={content} className={cn("mt-5 text-base leading-relaxed sm:text-lg", tone.soft)} />
    </Reveal>
  );
}
