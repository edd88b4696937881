import { describe, expect, it } from "vitest";

import { catalogueSeed } from "~/content/catalogue";
import type { CatalogueFinish, CatalogueModel } from "~/lib/catalogue/catalogue-schema";
import { productJsonLd } from "~/lib/catalogue/product-json-ld";

const model = catalogueSeed.models.find((m) => m.id === "retto-vertical")!;
const size = model.sizes.find((s) => s.code === "RV-1800-500-D")!;
const jsonLd = (finish: CatalogueFinish, finishInAddress = false, of: CatalogueModel = model) =>
  productJsonLd({
    origin: "https://tepore.example",
    siteName: "Tepore",
    path: "/collection/modern/retto-vertical",
    model: of,
    seriesName: "Retto",
    collection: { path: "/collection/modern", title: "Modern Radiators" },
    finish,
    finishInAddress,
    size: of === model ? size : of.sizes[0]!,
    image: "/img/x-800.webp",
  }) as unknown as [Record<string, unknown>, Record<string, unknown>];
const [product, breadcrumbs] = jsonLd(model.finishes[0]!);

interface Offer {
  url: string;
  price: number;
  priceCurrency: string;
  availability: string;
}
interface Variant {
  sku: string;
  size: string;
  offers: Offer;
}
const group = (node: Record<string, unknown>) =>
  node.isVariantOf as { productGroupID: string; variesBy: string; hasVariant: Variant[] };

/**
 * The parts of schema.org's vocabulary these objects use, with the type each property expects
 * (https://schema.org/Product, /QuantitativeValue, /PropertyValue, /BreadcrumbList, /ListItem).
 */
const vocabulary: Record<string, Record<string, "Text" | "URL" | "Number" | string>> = {
  Product: {
    name: "Text",
    description: "Text",
    url: "URL",
    image: "URL",
    sku: "Text",
    brand: "Brand",
    model: "Text",
    category: "Text",
    material: "Text",
    color: "Text",
    height: "QuantitativeValue",
    width: "QuantitativeValue",
    depth: "QuantitativeValue",
    weight: "QuantitativeValue",
    additionalProperty: "PropertyValue",
    size: "Text",
    offers: "Offer",
    isVariantOf: "ProductGroup",
  },
  ProductGroup: {
    name: "Text",
    description: "Text",
    url: "URL",
    brand: "Brand",
    productGroupID: "Text",
    variesBy: "URL",
    hasVariant: "Product",
  },
  Offer: { url: "URL", price: "Number", priceCurrency: "Text", availability: "URL", itemCondition: "URL" },
  Brand: { name: "Text" },
  QuantitativeValue: { value: "Number", unitCode: "Text", minValue: "Number", maxValue: "Number" },
  PropertyValue: {
    name: "Text",
    value: "Text|Number",
    minValue: "Number",
    maxValue: "Number",
    unitCode: "Text",
    unitText: "Text",
  },
  BreadcrumbList: { itemListElement: "ListItem" },
  ListItem: { position: "Number", name: "Text", item: "URL" },
};

/** Checks a JSON-LD node against the vocabulary: known type, known properties, values of the expected type. */
function validate(node: unknown, expected: string, where: string): string[] {
  const problems: string[] = [];
  if (Array.isArray(node)) return node.flatMap((n, i) => validate(n, expected, `${where}[${i}]`));
  if (expected.includes("Text") || expected === "Number" || expected === "URL") {
    const ok =
      (expected.includes("Text") && typeof node === "string" && node.length > 0) ||
      (expected.includes("Number") && typeof node === "number" && Number.isFinite(node)) ||
      (expected === "URL" && typeof node === "string" && /^https:\/\/[^\s]+$/.test(node));
    return ok ? [] : [`${where}: expected ${expected}, got ${JSON.stringify(node)}`];
  }
  const object = node as Record<string, unknown>;
  if (object["@type"] !== expected) return [`${where}: expected @type ${expected}, got ${String(object["@type"])}`];
  const properties = vocabulary[expected]!;
  for (const [key, value] of Object.entries(object)) {
    if (key === "@type" || key === "@context") continue;
    const type = properties[key];
    if (!type) problems.push(`${where}.${key}: not a property of ${expected}`);
    else problems.push(...validate(value, type, `${where}.${key}`));
  }
  return problems;
}

describe("product JSON-LD", () => {
  it("is a valid schema.org Product with brand, model, material, colour, dimensions and outputs", () => {
    expect(product["@context"]).toBe("https://schema.org");
    expect(validate(product, "Product", "Product")).toEqual([]);
    expect(product).toMatchObject({
      name: "Retto Vertical",
      brand: { "@type": "Brand", name: "Tepore" },
      model: "Retto Vertical",
      material: "Low-carbon steel",
      color: "White (RAL 9016)",
      height: { value: 1800, unitCode: "MMT" },
      width: { value: 500, unitCode: "MMT" },
      url: "https://tepore.example/collection/modern/retto-vertical",
    });
    const outputs = product.additionalProperty as Record<string, unknown>[];
    expect(outputs[0]).toMatchObject({ name: "Heat output at ΔT50 (EN 442)", unitCode: "WTT" });
    const sizes50 = model.sizes.map((s) => s.output50);
    expect(outputs[0]).toMatchObject({ minValue: Math.min(...sizes50), maxValue: Math.max(...sizes50) });
    expect(outputs[1]!.name).toBe("Heat output at ΔT30 (EN 442)");
    expect(outputs[1]!.maxValue).toBe(Math.round(Math.max(...sizes50) * Math.pow(0.6, model.exponent)));
  });

  it("offers the size shown at its guide price in the page's finish, in pounds", () => {
    expect(product.offers).toEqual({
      "@type": "Offer",
      url: "https://tepore.example/collection/modern/retto-vertical?size=RV-1800-500-D",
      price: size.price,
      priceCurrency: "GBP",
      availability: "https://schema.org/InStock",
      itemCondition: "https://schema.org/NewCondition",
    });
  });

  it("describes the whole range as a ProductGroup varying by size, one variant and offer per size", () => {
    const { productGroupID, variesBy, hasVariant } = group(product);
    expect(productGroupID).toBe("retto-vertical");
    expect(variesBy).toBe("https://schema.org/size");
    expect(hasVariant.map((v) => v.sku)).toEqual(model.sizes.map((s) => s.code));
    expect(hasVariant.map((v) => v.offers.price)).toEqual(model.sizes.map((s) => s.price));
    expect(hasVariant.find((v) => v.sku === "RV-1800-500-D")?.size).toBe("1800 × 500 mm, Double panel");
  });

  it("prices a surcharged finish with its surcharge, and says a finish applied to order is made to order", () => {
    const flusso = catalogueSeed.models.find((m) => m.id === "flusso-vertical")!;
    const brass = flusso.finishes.find((f) => f.id === "brushed-brass")!;
    const [inBrass] = jsonLd(brass, true, flusso);
    expect(validate(inBrass, "Product", "Product")).toEqual([]);
    const first = group(inBrass).hasVariant[0]!;
    expect(first.offers.price).toBe(Math.round(flusso.sizes[0]!.price * 1.45));
    expect(first.offers.availability).toBe("https://schema.org/MadeToOrder");
    expect(first.offers.url).toBe(
      `https://tepore.example/collection/modern/retto-vertical?finish=brushed-brass&size=${flusso.sizes[0]!.code}`,
    );
  });

  it("is a valid BreadcrumbList from the home page to the model", () => {
    expect(validate(breadcrumbs, "BreadcrumbList", "BreadcrumbList")).toEqual([]);
    const items = breadcrumbs.itemListElement as { position: number; name: string; item: string }[];
    expect(items.map((i) => [i.position, i.name, i.item])).toEqual([
      [1, "Home", "https://tepore.example/"],
      [2, "Collections", "https://tepore.example/collection"],
      [3, "Modern Radiators", "https://tepore.example/collection/modern"],
      [4, "Retto Vertical", "https://tepore.example/collection/modern/retto-vertical"],
    ]);
  });

  it("the validator rejects what schema.org would", () => {
    expect(validate({ ...product, colour: "White" }, "Product", "P")).toEqual(["P.colour: not a property of Product"]);
    expect(validate({ ...product, height: 1800 }, "Product", "P")).toHaveLength(1);
  });
});
