import { lazy, Suspense } from "react";

import type { Section } from "~/lib/page-model";

import { GenericSection } from "./generic";
import { sectionModules } from "./registry";
import type { SectionRenderer, SectionRenderProps } from "./types";

/**
 * Each type loads when a page first shows it: the server waits for all of them before it sends the page. The
 * builder's preview loads the draft's types ahead (see loadRenderers), so they draw at once.
 */
const loaded = new Map<string, SectionRenderer>();
const lazyRenderers = new Map<string, SectionRenderer>();

/** The renderer of a type: loaded, loading on first use, or the generic block for a type the registry lacks. */
function rendererOf(type: string): SectionRenderer {
  const entry = sectionModules[type];
  if (!entry) return GenericSection;
  const ready = loaded.get(type) ?? lazyRenderers.get(type);
  if (ready) return ready;
  const pending = lazy(entry.render);
  lazyRenderers.set(type, pending);
  return pending;
}

/** Loads the types of these sections, so that a page shown after a navigation appears whole. */
export async function loadRenderers(sections: readonly Pick<Section, "type">[]): Promise<void> {
  const types = new Set(sections.map((section) => section.type));
  await Promise.all(
    [...types]
      .filter((type) => sectionModules[type] && !loaded.has(type))
      .map(async (type) => loaded.set(type, (await sectionModules[type]!.render()).default)),
  );
}

interface SectionViewProps {
  section: Section;
  headingLevel?: 1 | 2;
  ofType?: SectionRenderProps["ofType"];
  nextTitle?: string;
}

/** One section, its layout already resolved, drawn by its type's renderer, or as a generic block when the type is unknown. */
export function SectionView({
  section,
  headingLevel = 2,
  ofType = { index: 0, count: 1 },
  nextTitle = "",
}: SectionViewProps) {
  const Render = rendererOf(section.type);
  return (
    <Suspense>
      {/* Each type's renderer is made once and kept, not made anew on every render. */}
      {/* eslint-disable-next-line react-hooks/static-components */}
      <Render section={section} headingLevel={headingLevel} ofType={ofType} nextTitle={nextTitle} />
    </Suspense>
  );
}

/**
 * Sections in order, as public pages and the builder's preview show them. The first section's
 * title is the page's one h1.
 */
export function SectionList({ sections }: { sections: readonly Section[] }) {
  return (
    <>
      {sections.map((section, index) => {
        const sameType = sections.filter((other) => other.type === section.type);
        return (
          <SectionView
            key={section.id}
            section={section}
            headingLevel={index === 0 ? 1 : 2}
            ofType={{ index: sameType.indexOf(section), count: sameType.length }}
            nextTitle={sections[index + 1]?.title ?? ""}
          />
        );
      })}
    </>
  );
}
