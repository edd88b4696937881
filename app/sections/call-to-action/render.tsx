import { useId } from "react";

import { Reveal } from "~/ui/reveal";

import { SectionButtons } from "../parts/section-buttons";
import { SectionElement } from "../parts/section-element";
import { SectionHeadingOf } from "../parts/section-heading";
import { toneFor } from "../parts/tone";
import type { SectionRenderProps } from "../types";

/** A centred heading and a line with the way on: a quotation, the gallery (the end of Collection). */
export default function CallToActionSection({ section, headingLevel }: SectionRenderProps) {
  const titleId = useId();
  const dark = toneFor(section.backgroundColor).onDark;
  return (
    <SectionElement
      section={section}
      titleId={titleId}
      className={dark ? "py-24 text-white sm:py-32" : "py-24 sm:py-32"}
    >
      <Reveal className="container-page text-center">
        <SectionHeadingOf section={section} id={titleId} level={headingLevel} align="center" onDark={dark} />
        <SectionButtons buttons={section.buttons} onDark={dark} className="mt-10 justify-center" />
      </Reveal>
    </SectionElement>
  );
}
