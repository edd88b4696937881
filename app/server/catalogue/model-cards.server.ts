import { modelPath, modelsForCollectionPage, range } from "~/lib/catalogue/catalogue-queries";
import type { ModelCard } from "~/lib/catalogue/model-page-data";
import { publishedCatalogue } from "./catalogue.server";

export function modelCardsFor(collectionPageId: string): ModelCard[] {
  const catalogue = publishedCatalogue();
  return modelsForCollectionPage(catalogue, collectionPageId).map((model) => ({
    id: model.id,
    name: model.name,
    summary: model.summary,
    path: modelPath(catalogue, model),
    sizeCount: model.sizes.length,
    outputRange50: range(model.sizes.map((s) => s.output50)),
    heightRange: range(model.sizes.map((s) => s.height)),
    finishes: model.finishes.map((f) => ({ name: f.name, hex: f.hex })),
  }));
}
