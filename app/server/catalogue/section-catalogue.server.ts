import { modelPath, sizeOutputs } from "~/lib/catalogue/catalogue-queries";
import type { SectionCatalogue } from "~/lib/catalogue/section-catalogue";
import type { Section } from "~/lib/page-model";

import { publishedCatalogue } from "./catalogue.server";
import { modelCard } from "./model-cards.server";

/** The published figures for the model cards and product tables among `sections`; nothing when there are none. */
export function sectionCatalogueFor(sections: readonly Pick<Section, "type" | "reference">[]): SectionCatalogue {
  const wanted = (type: string) => sections.filter((s) => s.type === type && s.reference).map((s) => s.reference!);
  const seriesIds = wanted("model-cards");
  const modelIds = wanted("product-table");
  const result: SectionCatalogue = { modelCards: {}, productTables: {} };
  if (seriesIds.length === 0 && modelIds.length === 0) return result;
  const catalogue = publishedCatalogue();
  for (const seriesId of seriesIds) {
    result.modelCards[seriesId] = catalogue.models
      .filter((model) => model.seriesId === seriesId)
      .map((model) => modelCard(catalogue, model));
  }
  for (const modelId of modelIds) {
    const model = catalogue.models.find((candidate) => candidate.id === modelId);
    if (!model) continue;
    result.productTables[modelId] = {
      name: model.name,
      path: modelPath(catalogue, model),
      rows: model.sizes.map((size) => {
        const outputs = sizeOutputs(model, size);
        return {
          code: size.code,
          variant: size.variant,
          height: size.height,
          width: size.width,
          dt50: outputs.dt50.watts,
          dt30: outputs.dt30.watts,
        };
      }),
    };
  }
  return result;
}

/** The figures of every series' model cards and every model's product table, for the builder's preview. */
export function wholeSectionCatalogue(): SectionCatalogue {
  const { models } = publishedCatalogue();
  return sectionCatalogueFor([
    ...[...new Set(models.map((model) => model.seriesId))].map((reference) => ({ type: "model-cards", reference })),
    ...models.map((model) => ({ type: "product-table", reference: model.id })),
  ]);
}
