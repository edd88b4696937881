import { useId } from "react";

import { cn } from "~/ui/cn";

import { ScrollArrow, scrollLabel } from "../parts/scroll-arrow";
import { SectionCopy } from "../parts/section-copy";
import { SectionFrame } from "../parts/section-frame";
import { ResponsiveImage, SectionImage, useImageFailure } from "../parts/section-image";
import type { ToneClasses } from "../parts/tone";
import type { SectionRenderProps } from "../types";

const heroText = "text-base leading-relaxed sm:text-lg";
const centredText = cn("mx-auto mt-6 max-w-2xl", heroText);

/** Text over a darkened picture is always light. */
const overPicture = { onDark: true, softens: true };

export default function HeroSection({ section, headingLevel, nextTitle }: SectionRenderProps) {
  const { layout } = section;
  const titleId = useId();
  const copyOf = (tone: ToneClasses) => ({ section, level: headingLevel, titleId, tone });
  const { ref, failed, onError } = useImageFailure(section.imageUrl);
  const first = headingLevel === 1;

  if (layout === "full-width") {
    const withPicture = section.imageUrl !== "" && !failed;
    return (
      <SectionFrame
        section={section}
        layout={layout}
        labelledBy={titleId}
        tone={withPicture ? overPicture : undefined}
        className={cn(
          "isolate flex items-center overflow-hidden",
          withPicture ? (first ? "min-h-[100svh]" : "min-h-[70vh]") : "min-h-[60vh]",
        )}
      >
        {(tone) => (
          <>
            {withPicture && (
              <>
                <ResponsiveImage
                  src={section.imageUrl}
                  alt=""
                  sizes="100vw"
                  priority={first}
                  imgRef={ref}
                  onError={onError}
                  className="absolute inset-0 -z-10 h-full w-full object-cover"
                />
                <div
                  aria-hidden="true"
                  className="absolute inset-0 -z-10 bg-[linear-gradient(180deg,rgb(0_0_0/0.5)_0%,rgb(0_0_0/0.22)_40%,rgb(0_0_0/0.58)_100%)]"
                />
              </>
            )}
            <div className="container-page pt-28 pb-20 text-center">
              <SectionCopy
                {...copyOf(tone)}
                centred
                titleSize={first && withPicture ? "statement" : "hero"}
                titleClassName="mx-auto max-w-5xl"
                textClassName={centredText}
              />
            </div>
            {section.scrollArrow && <ScrollArrow label={scrollLabel(nextTitle)} onDark={tone.onDark} />}
          </>
        )}
      </SectionFrame>
    );
  }

  if (layout === "split") {
    return (
      <SectionFrame section={section} layout={layout} labelledBy={titleId}>
        {(tone) => (
          <div className="grid lg:min-h-[80vh] lg:grid-cols-2">
            <div className="flex items-center px-[clamp(1.25rem,4vw,3.5rem)] py-20 sm:py-24 lg:py-28">
              <div className="max-w-xl lg:ml-auto lg:mr-[clamp(0rem,4vw,4rem)]">
                <SectionCopy {...copyOf(tone)} titleSize="hero" textClassName={cn("mt-6", heroText)} />
              </div>
            </div>
            <div className="relative min-h-[22rem] sm:min-h-[30rem]">
              <SectionImage
                src={section.imageUrl}
                alt=""
                sizes="(min-width: 1024px) 50vw, 100vw"
                priority={first}
                className="absolute inset-0 h-full w-full object-cover"
              />
            </div>
          </div>
        )}
      </SectionFrame>
    );
  }

  return (
    <SectionFrame section={section} layout={layout} labelledBy={titleId} className="py-24 sm:py-32">
      {(tone) => (
        <div className="container-page text-center">
          <SectionCopy
            {...copyOf(tone)}
            centred
            titleSize="hero"
            titleClassName="mx-auto max-w-4xl"
            textClassName={centredText}
          />
          <SectionImage
            src={section.imageUrl}
            alt=""
            sizes="(min-width: 1280px) 72rem, 92vw"
            className="mx-auto mt-14 aspect-[16/9] w-full max-w-6xl object-cover"
            optional
          />
        </div>
      )}
    </SectionFrame>
  );
}
