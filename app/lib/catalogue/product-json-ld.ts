import { outputAt, roundWatts } from "~/lib/heat-output";

import { range } from "./catalogue-queries";
import type { CatalogueFinish, CatalogueModel, CatalogueSize } from "./catalogue-schema";
import { sizePrice } from "./prices";

export interface ProductJsonLdInput {
  origin: string;
  siteName: string;
  /** The page's path, e.g. /collection/modern/retto-vertical. */
  path: string;
  model: CatalogueModel;
  seriesName: string;
  collection: { path: string; title: string };
  finish: CatalogueFinish;
  /** Whether the page's address names the finish (prices differ by finish, so each offer's address says which). */
  finishInAddress: boolean;
  /** The size the page shows in its drawing: its dimensions describe the product. */
  size: CatalogueSize;
  /** Absolute path of the product's picture. */
  image: string;
}

/** UN/CEFACT codes schema.org uses for units. */
const unit = { millimetre: "MMT", watt: "WTT", kilogram: "KGM" } as const;

const quantity = (value: number, unitCode: string) => ({ "@type": "QuantitativeValue", value, unitCode });

/** Stock finishes dispatch standard sizes within a week; finishes applied to order take longer (decision 074). */
const inStockWithinDays = 5;

/**
 * schema.org Product and BreadcrumbList for a model page. The Product is the size the page shows, with its offer,
 * and a variant of a ProductGroup whose `hasVariant` lists every size with its own (Google's structured data for
 * product variants; decision 074).
 */
export function productJsonLd(input: ProductJsonLdInput) {
  const { origin, model, size, finish } = input;
  const pageUrl = `${origin}${input.path}`;
  const sizeUrl = (code: string) =>
    `${pageUrl}?${new URLSearchParams({ ...(input.finishInAddress ? { finish: finish.id } : {}), size: code })}`;
  const offer = (s: CatalogueSize) => ({
    "@type": "Offer",
    url: sizeUrl(s.code),
    price: sizePrice(s, finish),
    priceCurrency: "GBP",
    availability: `https://schema.org/${finish.standardDays <= inStockWithinDays ? "InStock" : "MadeToOrder"}`,
    itemCondition: "https://schema.org/NewCondition",
  });
  const brand = { "@type": "Brand", name: input.siteName };
  const color = finish.ral ? `${finish.name} (${finish.ral})` : finish.name;
  const variant = (s: CatalogueSize) => ({
    "@type": "Product",
    name: `${model.name} ${s.code}`,
    sku: s.code,
    size: `${s.height} × ${s.width} mm${s.variant ? `, ${s.variant}` : ""}`,
    color,
    height: quantity(s.height, unit.millimetre),
    width: quantity(s.width, unit.millimetre),
    depth: quantity(s.depth, unit.millimetre),
    offers: offer(s),
  });
  const outputs = (dT: number) => range(model.sizes.map((s) => roundWatts(outputAt(s.output50, dT, model.exponent))));
  const outputProperty = (dT: number) => {
    const [minValue, maxValue] = outputs(dT);
    return {
      "@type": "PropertyValue",
      name: `Heat output at ΔT${dT} (EN 442)`,
      minValue,
      maxValue,
      unitCode: unit.watt,
      unitText: "W",
    };
  };
  const product = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: model.name,
    description: model.summary,
    url: pageUrl,
    image: `${origin}${input.image}`,
    sku: size.code,
    brand,
    model: model.name,
    category: model.kind === "towel-rail" ? "Heated towel rails" : "Radiators",
    material: model.material,
    color,
    height: quantity(size.height, unit.millimetre),
    width: quantity(size.width, unit.millimetre),
    depth: quantity(size.depth, unit.millimetre),
    weight: quantity(size.weight, unit.kilogram),
    additionalProperty: [
      outputProperty(50),
      outputProperty(30),
      { "@type": "PropertyValue", name: "EN 442 exponent n", value: model.exponent },
      { "@type": "PropertyValue", name: "Sizes", value: model.sizes.length },
      { "@type": "PropertyValue", name: "Guarantee", value: `${model.guaranteeYears} years` },
    ],
    offers: offer(size),
    isVariantOf: {
      "@type": "ProductGroup",
      name: model.name,
      description: model.summary,
      url: pageUrl,
      brand,
      productGroupID: model.id,
      variesBy: "https://schema.org/size",
      hasVariant: model.sizes.map(variant),
    },
  };
  const crumbs = [
    { name: "Home", path: "/" },
    { name: "Collections", path: "/collection" },
    { name: input.collection.title, path: input.collection.path },
    { name: model.name, path: input.path },
  ];
  const breadcrumbs = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
  return [product, breadcrumbs];
}
