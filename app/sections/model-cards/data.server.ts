import { defineSectionData } from "~/lib/catalogue/section-catalogue";
import { modelCard } from "~/server/catalogue/model-cards.server";

/** A series' published models as cards, by series id. */
export default defineSectionData({
  resolve: (seriesId, catalogue) =>
    catalogue.models.filter((model) => model.seriesId === seriesId).map((model) => modelCard(catalogue, model)),
  references: (catalogue) => [...new Set(catalogue.models.map((model) => model.seriesId))],
});
