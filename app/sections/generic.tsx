import { useId } from "react";

import { cn } from "~/ui/cn";

import { Paragraphs } from "./parts/paragraphs";
import { SectionFrame } from "./parts/section-frame";
import { SectionTitle } from "./parts/section-heading";
import { SectionImage } from "./parts/section-image";
import type { SectionRenderProps } from "./types";

/** docs/product.md#routes: a section of a type the registry does not know, as a title, its text and its image. */
export function GenericSection({ section, headingLevel }: SectionRenderProps) {
  const titleId = useId();
  return (
    <SectionFrame section={section} layout="default" labelledBy={titleId} className="py-20 sm:py-28">
      {(tone) => (
        <div className="container-page">
          <div className="mx-auto max-w-3xl">
            <SectionTitle level={headingLevel} id={titleId}>
              {section.title}
            </SectionTitle>
            <Paragraphs text={section.content} className={cn("mt-6 text-base leading-[1.8] sm:text-lg", tone.soft)} />
            <SectionImage
              src={section.imageUrl}
              alt=""
              sizes="(min-width: 768px) 48rem, 92vw"
              className="mt-10 aspect-[3/2] w-full object-cover"
              optional
            />
          </div>
        </div>
      )}
    </SectionFrame>
  );
}
