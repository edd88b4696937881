import { roundWatts, outputAt } from "~/lib/heat-output";
import { range } from "./catalogue-queries";
import type { CatalogueFinish, CatalogueModel, CatalogueSize } from "./catalogue-schema";

export interface ProductJsonLdInput {
  origin: string;
  siteName: string;
  /** The page's path, e.g. /collection/modern/retto-vertical. */
  path: string;
  model: CatalogueModel;
  seriesName: string;
  collection: { path: string; title: string };
  finish: CatalogueFinish;
  /** The size the page shows in its drawing: its dimensions describe the product. */
  size: CatalogueSize;
  /** Absolute path of the product's picture. */
  image: string;
}

/** UN/CEFACT codes schema.org uses for units. */
const unit = { millimetre: "MMT", watt: "WTT", kilogram: "KGM" } as const;

const quantity = (value: number, unitCode: string) => ({ "@type": "QuantitativeValue", value, unitCode });

/** schema.org Product and BreadcrumbList for a model page. */
export function productJsonLd(input: ProductJsonLdInput) {
  const { origin, model, size, finish } = input;
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
    url: `${origin}${input.path}`,
    image: `${origin}${input.image}`,
    sku: size.code,
    brand: { "@type": "Brand", name: input.siteName },
    model: model.name,
    category: model.kind === "towel-rail" ? "Heated towel rails" : "Radiators",
    material: model.material,
    color: finish.ral ? `${finish.name} (${finish.ral})` : finish.name,
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
