import { deltaT, outputAt, roundBtu, roundWatts, type SystemTemperatures } from "~/lib/heat-output";
import { boilerSystem } from "~/lib/system-presets";

import type { Catalogue, CatalogueFinish, CatalogueModel, CatalogueSeries, CatalogueSize } from "./catalogue-schema";

/** Pure look-ups over a catalogue, shared by the pages, the spec sheet and (later) the sizing calculator. */

/** The bathroom page lists the towel rails of every series. */
const bathroomPage = "bathroom";

export function seriesOf(catalogue: Catalogue, model: CatalogueModel): CatalogueSeries | undefined {
  return catalogue.series.find((s) => s.id === model.seriesId);
}

/** The models a collection page lists, in catalogue order. */
export function modelsForCollectionPage(catalogue: Catalogue, pageId: string): CatalogueModel[] {
  if (pageId === bathroomPage) return catalogue.models.filter((m) => m.kind === "towel-rail");
  const series = new Set(catalogue.series.filter((s) => s.collectionPage === pageId).map((s) => s.id));
  return catalogue.models.filter((m) => series.has(m.seriesId));
}

/** The collection page a model belongs to: its address is /collection/{page}/{model}. */
export function collectionPageOf(catalogue: Catalogue, model: CatalogueModel): string {
  return seriesOf(catalogue, model)?.collectionPage ?? bathroomPage;
}

export const modelPath = (catalogue: Catalogue, model: CatalogueModel) =>
  `/collection/${collectionPageOf(catalogue, model)}/${model.id}`;

/** A model on its own collection page, or undefined (so /collection/modern/soffio is not found). */
export function findModel(catalogue: Catalogue, pageId: string, modelId: string): CatalogueModel | undefined {
  const model = catalogue.models.find((m) => m.id === modelId);
  return model && collectionPageOf(catalogue, model) === pageId ? model : undefined;
}

export function findFinish(model: CatalogueModel, finishId: string | null | undefined): CatalogueFinish {
  return model.finishes.find((f) => f.id === finishId) ?? model.finishes[0]!;
}

/** One size's outputs at ΔT50, ΔT30 and the buyer's system, in whole watts and BTU/h. */
export interface SizeOutputs {
  dt50: { watts: number; btu: number };
  dt30: { watts: number; btu: number };
  system: { watts: number; btu: number };
}

const at = (size: CatalogueSize, dT: number, exponent: number) => {
  const watts = roundWatts(outputAt(size.output50, dT, exponent));
  return { watts, btu: roundBtu(watts) };
};

export function sizeOutputs(
  model: CatalogueModel,
  size: CatalogueSize,
  system: SystemTemperatures = boilerSystem,
): SizeOutputs {
  return {
    dt50: at(size, 50, model.exponent),
    dt30: at(size, 30, model.exponent),
    system: at(size, deltaT(system), model.exponent),
  };
}

/** The smallest and largest of a list of numbers, for "from … to …" lines. */
export function range(values: readonly number[]): [number, number] {
  return [Math.min(...values), Math.max(...values)];
}

/** "5 working days" for standard sizes, "4–6 weeks" made to measure. */
export function leadTimes(finish: CatalogueFinish): { standard: string; madeToMeasure: string } {
  const [from, to] = finish.madeToMeasureWeeks;
  return {
    standard: `${finish.standardDays} working day${finish.standardDays === 1 ? "" : "s"}`,
    madeToMeasure: from === to ? `${from} weeks` : `${from}–${to} weeks`,
  };
}

/** Sizes the buyer asked for: at least `minHeight`–`maxHeight` mm tall, at least `minWatts` at their system. */
export interface SizeFilter {
  height?: number | null;
  minWatts?: number | null;
}
export type SizeSort = "height" | "width" | "output";

export function filterAndSortSizes(
  model: CatalogueModel,
  system: SystemTemperatures,
  filter: SizeFilter,
  sort: SizeSort,
): CatalogueSize[] {
  const dT = deltaT(system);
  const output = (s: CatalogueSize) => outputAt(s.output50, dT, model.exponent);
  const sizes = model.sizes.filter(
    (s) => (!filter.height || s.height === filter.height) && (!filter.minWatts || output(s) >= filter.minWatts),
  );
  const key: Record<SizeSort, (s: CatalogueSize) => number> = {
    height: (s) => s.height * 1e4 + s.width,
    width: (s) => s.width * 1e4 + s.height,
    output: output,
  };
  return sizes.sort((a, b) => key[sort](a) - key[sort](b));
}

export const heightsOf = (model: CatalogueModel) =>
  [...new Set(model.sizes.map((s) => s.height))].sort((a, b) => a - b);
