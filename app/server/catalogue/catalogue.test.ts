import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { catalogueSeed } from "~/content/catalogue";
import { findModel, modelsForCollectionPage } from "~/lib/catalogue/catalogue-queries";
import type { CatalogueModel } from "~/lib/catalogue/catalogue-schema";

import { thrownBy } from "../../../tests/support/thrown";
import { getDb } from "../db.server";
import {
  CatalogueRuleError,
  catalogueStatus,
  draftCatalogue,
  invalidModelMessage,
  modelNotFoundMessage,
  publishCatalogue,
  publishedCatalogue,
  saveModelDraft,
  seedCatalogue,
} from "./catalogue.server";

const draftModel = (id: string): CatalogueModel => structuredClone(draftCatalogue().models.find((m) => m.id === id)!);

const ruleError = (run: () => unknown) => thrownBy(CatalogueRuleError, run);

describe("catalogue in the database", () => {
  it("is seeded once from the brand's catalogue, draft and published alike", () => {
    seedCatalogue();
    seedCatalogue();
    expect(publishedCatalogue()).toEqual(catalogueSeed);
    expect(draftCatalogue()).toEqual(catalogueSeed);
    expect(catalogueStatus().hasUnpublishedChanges).toBe(false);
  });

  it("lists each collection page's models, and the bathroom page's towel rails", () => {
    const catalogue = publishedCatalogue();
    expect(modelsForCollectionPage(catalogue, "modern").map((m) => m.id)).toEqual([
      "retto-horizontal",
      "retto-vertical",
      "retto-double",
    ]);
    expect(modelsForCollectionPage(catalogue, "bathroom").map((m) => m.id)).toEqual([
      "augusto-towel-rail",
      "volo-ladder",
      "volo-arc",
      "volo-wall",
      "soffio",
      "breva",
    ]);
    expect(findModel(catalogue, "modern", "retto-vertical")?.name).toBe("Retto Vertical");
    expect(findModel(catalogue, "modern", "soffio")).toBeUndefined();
  });

  it("keeps a saved size in the draft until the catalogue is published", () => {
    const model = draftModel("retto-vertical");
    model.sizes[0]!.output50 = 777;
    saveModelDraft("retto-vertical", model);
    expect(draftModel("retto-vertical").sizes[0]!.output50).toBe(777);
    expect(publishedCatalogue().models.find((m) => m.id === "retto-vertical")!.sizes[0]!.output50).not.toBe(777);
    expect(catalogueStatus().hasUnpublishedChanges).toBe(true);

    const status = publishCatalogue();
    expect(status.hasUnpublishedChanges).toBe(false);
    expect(publishedCatalogue().models.find((m) => m.id === "retto-vertical")!.sizes[0]!.output50).toBe(777);
    expect(publishedCatalogue()).toEqual(draftCatalogue());
  });

  it("refuses a model with a bad row, names the row and field, and saves nothing", () => {
    const before = draftCatalogue();
    const model = draftModel("soffio");
    model.sizes[0]!.output50 = 999;
    model.sizes[2]!.height = -5;
    model.sizes[3]!.code = model.sizes[1]!.code;
    const error = ruleError(() => saveModelDraft("soffio", model));
    expect(error.status).toBe(400);
    expect(error.message).toBe(invalidModelMessage);
    expect(error.problems).toEqual([
      { path: ["sizes", 2, "height"], message: "Height must be at least 200 mm." },
      { path: ["sizes", 3, "code"], message: `Product code ${model.sizes[1]!.code} is already used in row 2.` },
    ]);
    expect(draftCatalogue()).toEqual(before);
  });

  it("refuses numbers that are not numbers, an empty size table and a model that does not exist", () => {
    const model = draftModel("breva") as unknown as { sizes: Record<string, unknown>[] };
    model.sizes[0]!.width = "wide";
    expect(ruleError(() => saveModelDraft("breva", model)).problems).toEqual([
      { path: ["sizes", 0, "width"], message: "Width must be a number." },
    ]);
    const empty = { ...draftModel("breva"), sizes: [] };
    expect(ruleError(() => saveModelDraft("breva", empty)).problems).toEqual([
      { path: ["sizes"], message: "Add at least one size." },
    ]);
    const missing = ruleError(() => saveModelDraft("no-such-model", draftModel("breva")));
    expect([missing.status, missing.message]).toEqual([404, modelNotFoundMessage]);
  });

  it("keeps a model's id and series", () => {
    const moved = { ...draftModel("breva"), seriesId: "soffio" };
    expect(ruleError(() => saveModelDraft("breva", moved)).status).toBe(400);
  });

  it("publishes in one transaction that leaves the draft and the rest of the database alone", () => {
    const draft = draftCatalogue();
    publishCatalogue();
    expect(draftCatalogue()).toEqual(draft);
    const counts = getDb().all(
      sql`SELECT version, count(*) AS n FROM catalogue_sizes GROUP BY version ORDER BY version`,
    );
    const sizes = draft.models.reduce((n, m) => n + m.sizes.length, 0);
    expect(counts).toEqual([
      { version: "draft", n: sizes },
      { version: "published", n: sizes },
    ]);
  });
});
