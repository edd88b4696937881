import { type SeriesId, seriesNames } from "~/content/series";
import type { ModelCard } from "~/lib/catalogue/model-page-data";

import { ItemsSection } from "../parts/items-section";
import { ModelCards } from "../parts/model-card-grid";
import { useSectionData } from "../section-catalogue";
import type { SectionRenderProps } from "../types";

/** A series' models from the published catalogue; a series with none published says so. */
export default function ModelCardsSection({ section, headingLevel }: SectionRenderProps) {
  const models = useSectionData<ModelCard[]>(section) ?? [];
  const series = seriesNames[section.reference as SeriesId] ?? "this series";
  return (
    <ItemsSection section={section} headingLevel={headingLevel} className="py-20 sm:py-24">
      {(tone) => (
        <>
          {models.length > 0 ? (
            <ModelCards models={models} />
          ) : (
            <p className={`mt-10 ${tone.soft}`}>{`The models of ${series} appear here once they are published.`}</p>
          )}
        </>
      )}
    </ItemsSection>
  );
}
