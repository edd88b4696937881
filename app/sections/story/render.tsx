import { useId } from "react";

import { cn } from "~/ui/cn";
import { Reveal } from "~/ui/reveal";

import { splitParagraphs } from "../parts/paragraphs";
import { SectionButtons } from "../parts/section-buttons";
import { SectionElement } from "../parts/section-element";
import { SectionHeading } from "../parts/section-heading";
import { SidePicture } from "../parts/section-image";
import { toneFor } from "../parts/tone";
import type { SectionRenderProps } from "../types";

/**
 * Prose beside a picture, the editorial block of the about, design and philosophy pages: the picture on the right
 * or the left on wide screens, below the words on phones; without a picture the words stand in one centred column.
 */
export default function StorySection({ section, headingLevel }: SectionRenderProps) {
  const titleId = useId();
  const picture = section.imageUrl !== "";
  const reverse = section.layout === "picture-left";
  const dark = toneFor(section.backgroundColor).onDark;
  return (
    <SectionElement section={section} titleId={titleId} className={cn("py-20 sm:py-28", dark && "text-white")}>
      <div className={cn("container-page grid items-center gap-12 lg:gap-24", picture && "lg:grid-cols-2")}>
        <Reveal className={cn(reverse && picture && "lg:order-2", !picture && "mx-auto max-w-3xl")}>
          <SectionHeading
            id={titleId}
            level={headingLevel}
            eyebrow={section.eyebrow}
            heading={section.title}
            onDark={dark}
          />
          <div
            className={cn(
              "mt-8 space-y-5 text-base leading-[1.8] sm:text-lg",
              dark ? "text-white/80" : "text-ink-soft",
            )}
          >
            {splitParagraphs(section.content).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          <SectionButtons buttons={section.buttons} onDark={dark} className="mt-10" />
        </Reveal>
        {picture && (
          <Reveal className={cn(reverse && "lg:order-1")}>
            <SidePicture src={section.imageUrl} />
          </Reveal>
        )}
      </div>
    </SectionElement>
  );
}
