import { useId } from "react";

import { cn } from "~/ui/cn";
import { Reveal } from "~/ui/reveal";

import { Paragraphs } from "../parts/paragraphs";
import { SectionButtons } from "../parts/section-buttons";
import { SectionCopy } from "../parts/section-copy";
import { SectionFrame } from "../parts/section-frame";
import { SectionTitle } from "../parts/section-heading";
import { SectionImage, SidePicture } from "../parts/section-image";
import type { SectionRenderProps } from "../types";

const bodyText = "text-base leading-[1.8] sm:text-lg";

function TwoColumn({ section, headingLevel, titleId }: SectionRenderProps & { titleId: string }) {
  return (
    <SectionFrame section={section} layout="two-column" labelledBy={titleId} className="py-20 sm:py-28">
      {(tone) =>
        section.imageUrl ? (
          <div className="container-page grid items-center gap-12 lg:grid-cols-2 lg:gap-24">
            <Reveal>
              <SectionCopy
                section={section}
                level={headingLevel}
                titleId={titleId}
                tone={tone}
                textClassName={cn("mt-8", bodyText)}
              />
            </Reveal>
            <Reveal>
              <SidePicture src={section.imageUrl} />
            </Reveal>
          </div>
        ) : (
          <Reveal className="container-page grid gap-8 lg:grid-cols-12 lg:gap-16">
            <SectionTitle level={headingLevel} id={titleId} className="lg:col-span-5">
              {section.title}
            </SectionTitle>
            <div className="lg:col-span-7 lg:pt-3">
              <Paragraphs text={section.content} rich={section.richContent} className={cn(bodyText, tone.soft)} />
              <SectionButtons buttons={section.buttons} onDark={tone.onDark} className="mt-10" />
            </div>
          </Reveal>
        )
      }
    </SectionFrame>
  );
}

export default function TextSection(props: SectionRenderProps) {
  const { section, headingLevel } = props;
  const titleId = useId();
  const { layout } = section;
  if (layout === "two-column") return <TwoColumn {...props} titleId={titleId} />;
  // 'centered' and the default are the same centred column (docs/product.md#routes 'default centred').
  return (
    <SectionFrame section={section} layout={layout} labelledBy={titleId} className="py-20 sm:py-28">
      {(tone) => (
        <Reveal className="container-page text-center">
          <SectionCopy
            section={section}
            level={headingLevel}
            titleId={titleId}
            tone={tone}
            centred
            titleClassName="mx-auto max-w-3xl"
            textClassName={cn("mx-auto mt-8 max-w-2xl", bodyText)}
          />
          <SectionImage
            src={section.imageUrl}
            alt=""
            sizes="(min-width: 1280px) 64rem, 92vw"
            className="mx-auto mt-14 aspect-[3/2] w-full max-w-5xl object-cover"
            optional
          />
        </Reveal>
      )}
    </SectionFrame>
  );
}
