import { useId } from "react";

import { Reveal } from "~/ui/reveal";

import { splitParagraphs } from "../parts/paragraphs";
import { SectionButtons } from "../parts/section-buttons";
import { SectionElement } from "../parts/section-element";
import { SectionHeading } from "../parts/section-heading";
import { SidePicture } from "../parts/section-image";
import type { SectionRenderProps } from "../types";

/** A tall picture beside a story and a row of figures (Home's 'Artistry in Form'). */
export default function FiguresStorySection({ section, headingLevel }: SectionRenderProps) {
  const titleId = useId();
  const figures = section.items ?? [];
  return (
    <SectionElement section={section} titleId={titleId} className="py-24 sm:py-32">
      <div className="container-page grid items-center gap-14 lg:grid-cols-2 lg:gap-24">
        <Reveal className="relative">
          <SidePicture src={section.imageUrl} className="sm:aspect-[4/5]" />
        </Reveal>
        <Reveal>
          <SectionHeading id={titleId} level={headingLevel} eyebrow={section.eyebrow} heading={section.title} />
          <div className="mt-8 space-y-5 leading-relaxed text-ink-soft">
            {splitParagraphs(section.content).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          {figures.length > 0 && (
            <dl className="mt-12 grid grid-cols-3 gap-6 border-t border-ink/15 pt-8">
              {figures.map((figure) => (
                <div key={figure.id}>
                  <dt className="sr-only">{figure.content}</dt>
                  <dd>
                    <span className="block font-display text-3xl sm:text-4xl">{figure.title}</span>
                    <span className="mt-2 block text-xs leading-snug text-muted">{figure.content}</span>
                  </dd>
                </div>
              ))}
            </dl>
          )}
          <SectionButtons buttons={section.buttons} className="mt-10" />
        </Reveal>
      </div>
    </SectionElement>
  );
}
