import { describe, expect, it } from "vitest";
import { catalogueSeed } from "~/content/catalogue";
import type { CatalogueModel } from "~/lib/catalogue/catalogue-schema";
import { keptVersions } from "../page-versions.server";
import {
  CatalogueRuleError,
  catalogueStatus,
  draftCatalogue,
  publishCatalogue,
  publishedCatalogue,
  restoreCatalogueVersion,
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
