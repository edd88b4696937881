import { modelPath, modelsForCollectionPage, range } from "~/lib/catalogue/catalogue-queries";
import { publishedCatalogue } from "./catalogue.server";

/** A model as a collection page lists it: the figures come from the published catalogue, never from copy. */
export interface ModelCard {
  id: string;
  name: string;
  summary: string;
  path: string;
  sizeCount: number;
  outputRange50: [number, number];
  heightRange: [number, number];
  finishes: { name: string; hex: string }[];
}

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
