import { collections } from "~/content/collections";

import { SectionButtons } from "../parts/section-buttons";
import type { SectionRenderProps } from "../types";
import { SeriesBlock } from "./series-block";
import { SeriesNav } from "./series-nav";

/**
 * Every series of the catalogue (Collection): a sticky navigation that follows the scroll, the section's links, and
 * a block per series. On load the page glides to the series named in the URL's hash (/collection#retto): the
 * hash-scroll enhancement (app/enhance/hash-scroll.ts).
 */
export default function SeriesOverviewSection({ section }: SectionRenderProps) {
  return (
    <div
      id={section.anchor || undefined}
      data-enhance="hash-scroll"
      style={{ backgroundColor: section.backgroundColor }}
      className="pb-8 sm:pb-16"
    >
      <SeriesNav series={collections} />
      <SectionButtons buttons={section.buttons} className="container-page mt-8" />
      {collections.map((entry, index) => (
        <SeriesBlock key={entry.id} entry={entry} index={index} total={collections.length} />
      ))}
    </div>
  );
}
