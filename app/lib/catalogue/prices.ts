/**
 * Guide prices: whole pounds sterling including VAT. A size has one price; a finish adds a percentage of it; valves
 * and brackets are priced per pair or set, a towel rail's electric parts each, for the whole catalogue. Pure, for the model pages, the structured data
 * and, next, the finder, the comparison and the quote (decision 074).
 */
import {
  type CatalogueFinish,
  type CatalogueFitting,
  type CatalogueModel,
  type CatalogueSize,
  fitsModel,
  type FittingKind,
} from "./catalogue-schema";

/** Said wherever guide prices are shown. */
export const guidePriceNote = "Guide prices include VAT. Your quote confirms the price and delivery.";

type Surcharged = Pick<CatalogueFinish, "surchargePercent">;

/** The price of `price` in a finish, rounded to whole pounds: £400 in chrome (+40 %) is £560. */
export const priceInFinish = (price: number, finish: Surcharged) =>
  Math.round((price * (100 + finish.surchargePercent)) / 100);

/** A size's guide price in a finish. */
export const sizePrice = (size: Pick<CatalogueSize, "price">, finish: Surcharged) => priceInFinish(size.price, finish);

/** The finish with the smallest surcharge: every size is least dear in it. */
export const leastDearFinish = <Finish extends Surcharged>(finishes: readonly Finish[]): Finish =>
  finishes.reduce((least, finish) => (finish.surchargePercent < least.surchargePercent ? finish : least));

/**
 * The lowest price of the model: in `finish` where one is given, else in its least surcharged finish, so a
 * "from" price is one the buyer can really have.
 */
export function fromPrice(model: Pick<CatalogueModel, "sizes" | "finishes">, finish?: Surcharged): number {
  return priceInFinish(Math.min(...model.sizes.map((size) => size.price)), finish ?? leastDearFinish(model.finishes));
}

/** The lowest and highest price of the model's sizes in a finish. */
export function priceRange(model: Pick<CatalogueModel, "sizes">, finish: Surcharged): [low: number, high: number] {
  const prices = model.sizes.map((size) => sizePrice(size, finish));
  return [Math.min(...prices), Math.max(...prices)];
}

/** What one price of a fitting buys. */
export const fittingUnit: Record<FittingKind, string> = {
  valves: "per pair",
  brackets: "per set",
  element: "each",
  "t-piece": "each",
};

/** A fitting as the buyer reads it: "Thermostatic valves, chrome", "Floor feet, matched to the radiator". */
export const fittingLabel = (fitting: Pick<CatalogueFitting, "name" | "finish">) =>
  fitting.finish ? `${fitting.name}, ${fitting.finish.toLowerCase()}` : fitting.name;

/** The fittings of one kind, in catalogue order; with a model, only those that fit it. */
export const fittingsOfKind = (fittings: readonly CatalogueFitting[], kind: FittingKind, modelId?: string) =>
  fittings.filter((fitting) => fitting.kind === kind && (modelId === undefined || fitsModel(fitting, modelId)));

/** The total of the chosen fittings by id and quantity; an id the catalogue does not hold is left out. */
export function fittingsPrice(
  fittings: readonly CatalogueFitting[],
  chosen: readonly { id: string; quantity: number }[],
): number {
  return chosen.reduce((sum, { id, quantity }) => sum + (fittings.find((f) => f.id === id)?.price ?? 0) * quantity, 0);
}
