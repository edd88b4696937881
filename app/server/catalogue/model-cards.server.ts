import { modelPath, modelsForCollectionPage, range } from "~/lib/catalogue/catalogue-queries";
import type { Catalogue, CatalogueModel } from "~/lib/catalogue/catalogue-schema";
import type { ModelCard } from "~/lib/catalogue/model-page-data";

import { publishedCatalogue } from "./catalogue.server";

/** A model as cards list it: the figures come from the catalogue. */
export function modelCard(catalogue: Catalogue, model: CatalogueModel): ModelCard {
  return {
    id: model.id,
    name: model.name,
    summary: model.summary,
    path: modelPath(catalogue, model),
    sizeCount: model.sizes.length,
    outputRange50: range(model.sizes.map((s) => s.output50)),
    heightRange: range(model.sizes.map((s) => s.height)),
    finishes: model.finishes.map((f) => ({ name: f.name, hex: f.hex })),
  };
}

export function modelCardsFor(collectionPageId: string): ModelCard[] {
  const catalogue = publishedCatalogue();
  return modelsForCollectionPage(catalogue, collectionPageId).map((model) => modelCard(catalogue, model));
}
