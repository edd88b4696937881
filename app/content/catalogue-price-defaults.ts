import type { Catalogue, CatalogueFinish, CatalogueModel, CatalogueSize } from "~/lib/catalogue/catalogue-schema";

import { catalogueSeed } from "./catalogue";
import { rulePrice, seedFittings } from "./catalogue-prices";

/** A catalogue kept before prices were: sizes without a price, finishes without a surcharge, no fittings. */
export type CatalogueBeforePrices = Omit<Catalogue, "models" | "fittings"> & {
  fittings?: Catalogue["fittings"];
  models: (Omit<CatalogueModel, "sizes" | "finishes"> & {
    sizes: (Omit<CatalogueSize, "price"> & { price?: number })[];
    finishes: (Omit<CatalogueFinish, "surchargePercent"> & { surchargePercent?: number })[];
  })[];
};

const seedSizePrices = new Map(
  catalogueSeed.models.flatMap((model) => model.sizes.map((size) => [`${model.id}/${size.code}`, size.price])),
);
const seedSurcharges = new Map(
  catalogueSeed.models.flatMap((model) => model.finishes.map((finish) => [finish.id, finish.surchargePercent])),
);

/**
 * Prices for what a catalogue kept before prices lacks, as migration 0009 gave the database: a size the seed has
 * (same model, same code) gets the seed's price, any other its model's rule; a finish the seed's surcharge for its
 * id, else none; the fittings the seed's. Prices already there are kept.
 */
export function withDefaultPrices(catalogue: CatalogueBeforePrices): Catalogue {
  return {
    ...catalogue,
    models: catalogue.models.map((model) => ({
      ...model,
      sizes: model.sizes.map((size) => ({
        ...size,
        price: size.price ?? seedSizePrices.get(`${model.id}/${size.code}`) ?? rulePrice(model.id, size.output50),
      })),
      finishes: model.finishes.map((finish) => ({
        ...finish,
        surchargePercent: finish.surchargePercent ?? seedSurcharges.get(finish.id) ?? 0,
      })),
    })),
    fittings: catalogue.fittings ?? seedFittings,
  };
}
