import { describe, expect, it } from "vitest";

import { catalogueSeed } from "~/content/catalogue";
import type { ModelCard } from "~/lib/catalogue/model-page-data";
import type { ProductTable } from "~/lib/catalogue/section-catalogue";
import type { Section } from "~/lib/page-model";

import { seedCatalogue } from "./catalogue.server";
import { sectionCatalogueFor, wholeSectionCatalogue } from "./section-catalogue.server";

const section = (type: string, reference: string): Section => ({
  id: `${type}-${reference}`,
  type,
  layout: "",
  title: "",
  content: "",
  imageUrl: "",
  backgroundColor: "#ffffff",
  reference,
});

describe("the catalogue figures a page's sections show (docs/product.md#catalogue)", () => {
  it("looks up nothing for a page without catalogue sections", () => {
    expect(sectionCatalogueFor([section("text", "retto")])).toEqual({});
  });

  it("gives model cards by series and a product table by model, from the published catalogue", () => {
    seedCatalogue();
    const model = catalogueSeed.models.find((m) => m.id === "retto-vertical")!;
    const found = sectionCatalogueFor([
      section("model-cards", "retto"),
      section("product-table", "retto-vertical"),
      section("product-table", "no-such-model"),
    ]);
    const modelCards = found["model-cards"] as Record<string, ModelCard[]>;
    const productTables = found["product-table"] as Record<string, ProductTable>;
    expect(modelCards.retto!.map((card) => card.id)).toEqual(
      catalogueSeed.models.filter((m) => m.seriesId === "retto").map((m) => m.id),
    );
    expect(modelCards.retto!.every((card) => card.path.startsWith("/collection/modern/"))).toBe(true);
    expect(Object.keys(productTables)).toEqual(["retto-vertical"]);
    const row = productTables["retto-vertical"]!.rows.find((r) => r.code === "RV-1800-500-D")!;
    expect(row).toEqual({
      code: "RV-1800-500-D",
      variant: expect.any(String),
      height: 1800,
      width: 500,
      dt50: 1560,
      dt30: 803,
    });
    expect(productTables["retto-vertical"]!.rows).toHaveLength(model.sizes.length);
  });

  it("gives the builder's preview every series' cards and every model's table, from each type's data.server.ts", () => {
    seedCatalogue();
    const whole = wholeSectionCatalogue();
    expect(Object.keys(whole).sort()).toEqual(["model-cards", "product-table"]);
    expect(Object.keys(whole["model-cards"]!).sort()).toEqual(
      [...new Set(catalogueSeed.models.map((m) => m.seriesId))].sort(),
    );
    expect(Object.keys(whole["product-table"]!)).toEqual(catalogueSeed.models.map((m) => m.id));
  });
});
