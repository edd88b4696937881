import { describe, expect, it } from "vitest";

import { catalogueSeed } from "~/content/catalogue";
import { withDefaultPrices } from "~/content/catalogue-price-defaults";
import type { CatalogueModel } from "~/lib/catalogue/catalogue-schema";

import { getDb } from "../db.server";
import { keptVersions } from "../pages/versions.server";
import { catalogueVersions } from "../schema.server";
import {
  CatalogueRuleError,
  catalogueStatus,
  draftCatalogue,
  publishCatalogue,
  publishedCatalogue,
  restoreCatalogueVersion,
  saveFittingsDraft,
  saveModelDraft,
} from "./catalogue.server";
import { catalogueVersionNotFoundMessage, listCatalogueVersions } from "./catalogue-versions.server";

const draftModel = (id: string): CatalogueModel => structuredClone(draftCatalogue().models.find((m) => m.id === id)!);

function saveOutputs(id: string, outputs: number[]) {
  const model = draftModel(id);
  outputs.forEach((output, i) => (model.sizes[i]!.output50 = output));
  saveModelDraft(id, model);
}

describe("catalogue versions", () => {
  it("keeps a version on every publish, saying which models and rows changed", () => {
    expect(listCatalogueVersions()).toEqual([]);
    publishCatalogue();
    expect(listCatalogueVersions(), "nothing to publish keeps nothing").toEqual([]);

    saveOutputs("flusso-vertical", [901, 902, 903]);
    const summary = draftModel("breva");
    saveModelDraft("breva", { ...summary, summary: "Warm towels, quietly." });
    publishCatalogue();
    const [latest, first, ...rest] = listCatalogueVersions();
    expect(rest).toEqual([]);
    expect(first).toMatchObject({
      number: 1,
      summary: "The catalogue as published before versions were kept",
      changes: { first: true },
    });
    expect(latest).toMatchObject({ number: 2, summary: "Flusso Vertical: 3 sizes changed; Breva: summary changed" });
    expect(latest!.publishedAt).toBe(catalogueStatus().publishedAt);
    expect(latest!.changes.models[0]).toMatchObject({
      id: "flusso-vertical",
      kind: "edited",
      sizes: { changed: 3, added: 0, removed: 0, reordered: false },
    });

    saveOutputs("flusso-vertical", [911]);
    publishCatalogue();
    expect(listCatalogueVersions().map((v) => [v.number, v.summary])).toEqual([
      [3, "Flusso Vertical: 1 size changed"],
      [2, "Flusso Vertical: 3 sizes changed; Breva: summary changed"],
      [1, "The catalogue as published before versions were kept"],
    ]);
  });

  it("restores a version into the draft only; publishing it makes it public and keeps a version", () => {
    const published = structuredClone(publishedCatalogue());
    const restored = restoreCatalogueVersion(1);
    expect(restored).toEqual(catalogueSeed);
    expect(draftCatalogue()).toEqual(catalogueSeed);
    expect(publishedCatalogue()).toEqual(published);
    expect(catalogueStatus().hasUnpublishedChanges).toBe(true);

    publishCatalogue();
    expect(publishedCatalogue()).toEqual(catalogueSeed);
    expect(listCatalogueVersions()[0]).toMatchObject({
      number: 4,
      summary: "Flusso Vertical: 3 sizes changed; Breva: summary changed",
    });
  });

  it("answers 404 for a version that is not kept, and changes nothing", () => {
    const before = catalogueStatus();
    let error: unknown;
    try {
      restoreCatalogueVersion(999);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(CatalogueRuleError);
    expect(error).toMatchObject({ status: 404, message: catalogueVersionNotFoundMessage });
    expect(catalogueStatus()).toEqual(before);
  });

  it("keeps prices, surcharges and fittings in each version, and restores them with the rest", () => {
    const before = structuredClone(publishedCatalogue());
    const soffio = draftModel("soffio");
    soffio.sizes[0]!.price += 100;
    soffio.finishes[0]!.surchargePercent = 25;
    saveModelDraft("soffio", soffio);
    saveFittingsDraft(draftCatalogue().fittings.map((f, i) => (i === 0 ? { ...f, price: f.price + 10 } : f)));
    expect(publishedCatalogue(), "drafts are not public").toEqual(before);
    publishCatalogue();
    const [latest, previous] = listCatalogueVersions();
    expect(latest!.summary).toBe("Soffio: 1 size changed, 1 finish changed; 1 fitting changed");
    expect(publishedCatalogue().models.find((m) => m.id === "soffio")!.sizes[0]!.price).toBe(soffio.sizes[0]!.price);

    expect(restoreCatalogueVersion(previous!.number)).toEqual(before);
    publishCatalogue();
    expect(publishedCatalogue()).toEqual(before);
  });

  it("restores a version kept before prices with the prices the migration gave the database", () => {
    const { fittings: _f, ...withoutFittings } = structuredClone(catalogueSeed);
    const beforePrices = {
      ...withoutFittings,
      models: withoutFittings.models.map((model) => ({
        ...model,
        finishes: model.finishes.map(({ surchargePercent: _s, ...finish }) => finish),
        sizes: model.sizes.map(({ price: _p, ...size }) => size),
      })),
    };
    const number = getDb()
      .insert(catalogueVersions)
      .values({
        publishedAt: "2026-11-01T00:00:00.000Z",
        changes: JSON.stringify({ first: false, models: [], series: [] }),
        catalogue: JSON.stringify(beforePrices),
      })
      .returning({ id: catalogueVersions.id })
      .get().id;
    expect(restoreCatalogueVersion(number)).toEqual(withDefaultPrices(beforePrices));
    expect(draftCatalogue()).toEqual(catalogueSeed);
  });

  it(`keeps the newest ${keptVersions} versions`, () => {
    const newest = listCatalogueVersions()[0]!.number;
    for (let i = 1; i <= keptVersions; i++) {
      saveOutputs("soffio", [100 + i]);
      publishCatalogue();
    }
    const versions = listCatalogueVersions();
    expect(versions).toHaveLength(keptVersions);
    expect(versions[0]!.number).toBe(newest + keptVersions);
    expect(versions.at(-1)!.number).toBe(newest + 1);
    expect(() => restoreCatalogueVersion(newest)).toThrow(catalogueVersionNotFoundMessage);
  });
});
