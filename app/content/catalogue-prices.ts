import type { CatalogueFitting, CatalogueModel, CatalogueSize } from "~/lib/catalogue/catalogue-schema";

/**
 * The brand's guide prices (RRP, whole pounds including VAT), as the seed gives them: a size costs a model's base
 * plus its rate per watt at ΔT50, rounded to £5. The base carries what every size of a build costs to make (the
 * headers, the brackets, the finishing); the rate the material of its heat (steel panel, aluminium bar, cast
 * column). The rules are set so panels and columns run from about £250 to £1,400 and towel rails from £180 to £700,
 * where UK designer radiators sit (decision 074).
 */
export interface PriceRule {
  base: number;
  perWatt: number;
}

export const priceRules: Record<string, PriceRule> = {
  "retto-horizontal": { base: 95, perWatt: 0.39 },
  "retto-vertical": { base: 105, perWatt: 0.46 },
  "retto-double": { base: 90, perWatt: 0.42 },
  "flusso-vertical": { base: 55, perWatt: 0.66 },
  "flusso-horizontal": { base: 100, perWatt: 0.56 },
  "flusso-slim": { base: 115, perWatt: 0.64 },
  "augusto-2-column": { base: 135, perWatt: 0.54 },
  "augusto-3-column": { base: 115, perWatt: 0.5 },
  "augusto-4-column": { base: 125, perWatt: 0.45 },
  "augusto-towel-rail": { base: 205, perWatt: 0.65 },
  "volo-ladder": { base: 100, perWatt: 0.6 },
  "volo-arc": { base: 75, perWatt: 0.74 },
  "volo-wall": { base: 60, perWatt: 0.69 },
  soffio: { base: 55, perWatt: 0.45 },
  breva: { base: 85, perWatt: 0.6 },
};

/** For a model the seed does not know: the middle of the panel radiators' rules. */
export const fallbackPriceRule: PriceRule = { base: 100, perWatt: 0.45 };

/** A size's guide price by its model's rule, rounded to £5. */
export function rulePrice(modelId: string, output50: number): number {
  const { base, perWatt } = priceRules[modelId] ?? fallbackPriceRule;
  return Math.round((base + perWatt * output50) / 5) * 5;
}

export type UnpricedModel = Omit<CatalogueModel, "sizes"> & { sizes: Omit<CatalogueSize, "price">[] };

/** The model with each size priced by its rule. */
export const priced = (model: UnpricedModel): CatalogueModel => ({
  ...model,
  sizes: model.sizes.map((size) => ({ ...size, price: rulePrice(model.id, size.output50) })),
});

const fitting = (
  id: string,
  kind: CatalogueFitting["kind"],
  name: string,
  finish: string,
  price: number,
  modelIds?: string[],
): CatalogueFitting => ({ id, kind, name, finish, price, ...(modelIds && { modelIds }) });

/**
 * The models that can stand on feet: the catalogue offers the Augusto columns "on wall brackets or cast floor feet".
 * Panels, bars and towel rails hang on the wall (the Augusto towel rail stands on its own turned feet).
 */
export const modelsOnFeet = ["augusto-2-column", "augusto-3-column", "augusto-4-column"];

/**
 * Valves per pair in the finishes the rails and radiators come in; brackets (every model) and feet per set; a towel
 * rail's electric parts each: the thermostatic element with a timer an electric or dual-fuel rail heats with, and
 * the chrome T-piece that joins a dual-fuel rail's element to its flow (decision 224).
 */
export const seedFittings: CatalogueFitting[] = [
  fitting("angled-valves-chrome", "valves", "Angled valves", "Chrome", 45),
  fitting("angled-valves-brushed-brass", "valves", "Angled valves", "Brushed brass", 65),
  fitting("angled-valves-matte-black", "valves", "Angled valves", "Matte black", 55),
  fitting("straight-valves-chrome", "valves", "Straight valves", "Chrome", 45),
  fitting("straight-valves-brushed-brass", "valves", "Straight valves", "Brushed brass", 65),
  fitting("straight-valves-matte-black", "valves", "Straight valves", "Matte black", 55),
  fitting("thermostatic-valves-chrome", "valves", "Thermostatic valves", "Chrome", 85),
  fitting("thermostatic-valves-brushed-brass", "valves", "Thermostatic valves", "Brushed brass", 120),
  fitting("thermostatic-valves-matte-black", "valves", "Thermostatic valves", "Matte black", 105),
  fitting("wall-brackets", "brackets", "Wall brackets", "", 30),
  fitting("floor-feet", "brackets", "Floor feet", "Matched to the radiator", 60, modelsOnFeet),
  fitting("cast-floor-feet", "brackets", "Cast floor feet", "Matched to the radiator", 95, modelsOnFeet),
  fitting("thermostatic-element-timer", "element", "Thermostatic element with timer", "", 95),
  fitting("dual-fuel-t-piece-chrome", "t-piece", "Dual-fuel T-piece", "Chrome", 30),
];
