import type { Section } from "~/lib/page-model";
import { GenericSection } from "./generic";
import { sectionTypeOf } from "./registry";

/** One section, drawn by its type's renderer, or as a generic block when the type is unknown. */
export function SectionView({ section, headingLevel = 2 }: { section: Section; headingLevel?: 1 | 2 }) {
  const Render = sectionTypeOf(section.type)?.Render ?? GenericSection;
  return <Render section={section} headingLevel={headingLevel} />;
}

/**
 * Sections in order, as public pages and the builder's preview show them. The first section's
 * title is the page's one h1.
 */
export function SectionList({ sections }: { sections: readonly Section[] }) {
  return (
    <>
      {sections.map((section, index) => (
        <SectionView key={section.id} section={section} headingLevel={index === 0 ? 1 : 2} />
      ))}
    </>
  );
}
