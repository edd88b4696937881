import { useId } from "react";

import { IntroBlock } from "../parts/intro-block";
import { splitParagraphs } from "../parts/paragraphs";
import type { SectionRenderProps } from "../types";

/** The intro after a collection hero: the heading on the left, a lede and prose on the right. */
export default function CollectionIntroSection({ section, headingLevel }: SectionRenderProps) {
  const titleId = useId();
  return (
    <IntroBlock
      id={titleId}
      anchor={section.anchor}
      level={headingLevel}
      backgroundColor={section.backgroundColor}
      eyebrow={section.eyebrow}
      heading={section.title}
      body={splitParagraphs(section.content)}
    />
  );
}
