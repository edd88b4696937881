import { useId } from "react";
import { seriesNames, type SeriesId } from "~/content/series";
import { ModelCards } from "../designed/model-cards";
import { SectionFrame } from "../parts/section-frame";
import { SectionIntro } from "../parts/section-intro";
import { useSectionCatalogue } from "../section-catalogue";
import type { SectionRenderProps } from "../types";

/** A series' models from the published catalogue; a series with none published says so. */
export default function ModelCardsSection({ section, headingLevel }: SectionRenderProps) {
  const titleId = useId();
  const models = useSectionCatalogue().modelCards[section.reference ?? ""] ?? [];
  const series = seriesNames[section.reference as SeriesId] ?? "this series";
  return (
    <SectionFrame section={section} layout={section.layout} labelledBy={titleId} className="py-20 sm:py-24">
      {(tone) => (
        <div className="container-page">
          <SectionIntro
            title={section.title}
            content={section.content}
            level={headingLevel}
            titleId={titleId}
            tone={tone}
            align="left"
          />
          {models.length > 0 ? (
            <ModelCards models={models} />
          ) : (
            <p className={`mt-10 ${tone.soft}`}>{`The models of ${series} appear here once they are published.`}</p>
          )}
        </div>
      )}
    </SectionFrame>
  );
}
