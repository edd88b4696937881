import { useId } from "react";

import { cn } from "~/ui/cn";
import { Reveal } from "~/ui/reveal";

import { SectionButtons } from "../parts/section-buttons";
import { SectionElement } from "../parts/section-element";
import { SectionHeadingOf } from "../parts/section-heading";
import { toneFor } from "../parts/tone";
import type { SectionRenderProps } from "../types";
import { ValueGrid } from "./value-grid";

/** A heading and its numbered values, principles or steps, and a link onward (Home's Essence, About, Design). */
export default function ValuesSection({ section, headingLevel }: SectionRenderProps) {
  const titleId = useId();
  const dark = toneFor(section.backgroundColor).onDark;
  return (
    <SectionElement section={section} titleId={titleId} className={cn("py-24 sm:py-32", dark && "text-white")}>
      <div className="container-page">
        <Reveal>
          <SectionHeadingOf section={section} id={titleId} level={headingLevel} onDark={dark} />
        </Reveal>
        <ValueGrid
          items={(section.items ?? []).map((item) => ({ title: item.title, text: item.content }))}
          onDark={dark}
          columns={section.layout === "three-columns" ? 3 : 4}
          className="mt-14"
        />
        {/* The link arrives with its section rather than sitting there before the values fade in. */}
        {section.buttons?.length ? (
          <Reveal className="mt-14" delay={240}>
            <SectionButtons buttons={section.buttons} onDark={dark} />
          </Reveal>
        ) : null}
      </div>
    </SectionElement>
  );
}
