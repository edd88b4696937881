import { describe, expect, it } from "vitest";

import type { Catalogue, CatalogueModel } from "~/lib/catalogue/catalogue-schema";
import { unreadableTextMessage } from "~/lib/plain-text";

import { loader as getCatalogue } from "./catalogue";
import { action as saveFittings } from "./catalogue-fittings";
import { action as saveModel } from "./catalogue-model";
import { action as publish } from "./catalogue-publish";
import { action as restoreVersion, loader as getVersion } from "./catalogue-version";
import { action as postVersions, loader as getVersions } from "./catalogue-versions";
import { adminRequest, call } from "./test-support";

const draft = async () =>
  ((await (await call(getCatalogue, adminRequest("/api/admin/catalogue"))).json()) as { catalogue: Catalogue })
    .catalogue;

const saveDraft = (model: CatalogueModel) =>
  call(saveModel, adminRequest(`/api/admin/catalogue/models/${model.id}`, { method: "PUT", json: { model } }), {
    id: model.id,
  });

describe("catalogue admin API", () => {
  it("needs a session", async () => {
    expect((await call(getCatalogue, adminRequest("/api/admin/catalogue", { cookie: null }))).status).toBe(401);
    const put = adminRequest("/api/admin/catalogue/models/breva", { method: "PUT", json: {}, cookie: null });
    expect((await call(saveModel, put, { id: "breva" })).status).toBe(401);
    const post = adminRequest("/api/admin/catalogue/publish", { method: "POST", json: {}, cookie: null });
    expect((await call(publish, post)).status).toBe(401);
  });

  it("saves the fittings' draft whole, and answers a bad price with its place", async () => {
    const put = (fittings: unknown, cookie?: null) =>
      call(saveFittings, adminRequest("/api/admin/catalogue/fittings", { method: "PUT", json: { fittings }, cookie }));
    const { fittings } = await draft();
    expect((await put(fittings, null)).status).toBe(401);
    const bad = await put(fittings.map((f, i) => (i === 1 ? { ...f, price: 12.5 } : f)));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: "Some fittings need correcting. Nothing was saved.",
      problems: [{ path: [1, "price"], message: "Price must be whole pounds, without pence." }],
    });
    const saved = await put([{ ...fittings[0]!, price: 49 }]);
    expect(saved.status).toBe(200);
    expect((await draft()).fittings).toEqual([{ ...fittings[0]!, price: 49 }]);
    expect((await put(fittings)).status).toBe(200);
  });

  it("saves the models a bracket set fits, and refuses a model the catalogue does not hold", async () => {
    const put = (fittings: unknown) =>
      call(saveFittings, adminRequest("/api/admin/catalogue/fittings", { method: "PUT", json: { fittings } }));
    const { fittings } = await draft();
    const feet = fittings.findIndex((f) => f.id === "floor-feet");
    expect(fittings[feet]!.modelIds).toEqual(["augusto-2-column", "augusto-3-column", "augusto-4-column"]);
    const naming = (modelIds: string[] | undefined) => fittings.map((f, i) => (i === feet ? { ...f, modelIds } : f));
    const bad = await put(naming(["breva", "no-such-model"]));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: "Some fittings need correcting. Nothing was saved.",
      problems: [{ path: [feet, "modelIds"], message: "There is no model with the id no-such-model." }],
    });
    expect((await draft()).fittings).toEqual(fittings);
    expect((await put(naming(["breva"]))).status).toBe(200);
    expect((await draft()).fittings[feet]!.modelIds).toEqual(["breva"]);
    expect((await put(naming(undefined))).status).toBe(200);
    expect((await draft()).fittings[feet]).not.toHaveProperty("modelIds");
    expect((await put(fittings)).status).toBe(200);
    expect((await draft()).fittings).toEqual(fittings);
  });

  it("saves the electric parts' prices and the rails they fit, and names a wrong kind on its row", async () => {
    const put = (fittings: unknown) =>
      call(saveFittings, adminRequest("/api/admin/catalogue/fittings", { method: "PUT", json: { fittings } }));
    const { fittings } = await draft();
    const element = fittings.findIndex((f) => f.kind === "element");
    const tPiece = fittings.findIndex((f) => f.kind === "t-piece");
    expect(element).toBeGreaterThanOrEqual(0);
    expect(tPiece).toBeGreaterThanOrEqual(0);
    const edited = fittings.map((f, i) =>
      i === element ? { ...f, price: 110, modelIds: ["augusto-towel-rail"] } : i === tPiece ? { ...f, price: 35 } : f,
    );
    expect((await put(edited)).status).toBe(200);
    expect((await draft()).fittings).toEqual(edited);
    const bad = await put(fittings.map((f, i) => (i === tPiece ? { ...f, kind: "taps" } : f)));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: "Some fittings need correcting. Nothing was saved.",
      problems: [
        { path: [tPiece, "kind"], message: "Choose valves, brackets, an electric element or a dual-fuel T-piece." },
      ],
    });
    expect((await put(fittings)).status).toBe(200);
  });

  it("saves a model's draft, answers bad rows with their places, and publishes", async () => {
    const model = (await draft()).models.find((m) => m.id === "breva")!;
    model.sizes[1]!.output50 = 0;
    const bad = await saveDraft(model);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: "Some figures need correcting. Nothing was saved.",
      problems: [{ path: ["sizes", 1, "output50"], message: "Output must be at least 50 W at ΔT50." }],
    });

    model.sizes[1]!.output50 = 555;
    const saved = await saveDraft(model);
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { status: { hasUnpublishedChanges: boolean } }).status.hasUnpublishedChanges).toBe(
      true,
    );
    const published = await call(publish, adminRequest("/api/admin/catalogue/publish", { method: "POST", json: {} }));
    expect(
      ((await published.json()) as { status: { hasUnpublishedChanges: boolean } }).status.hasUnpublishedChanges,
    ).toBe(false);
  });

  it("keeps the model's words as plain text (lib/plain-text), and refuses half of a character", async () => {
    const model = (await draft()).models.find((m) => m.id === "soffio")!;
    const words = {
      name: "Soffio\u202e\u0000",
      summary: "A towel rail\r\nfor small rooms.",
      description: "Bars\u2066 of steel.\r\nWarm.",
      material: "Steel\u0007",
      connection: "Cafe\u0301 ½\u2069",
    };
    const finishes = model.finishes.map((finish, i) =>
      i === 0 ? { ...finish, name: "White\u202d", ral: "RAL\t9016" } : finish,
    );
    const sizes = model.sizes.map((size, i) => (i === 0 ? { ...size, variant: "Single\u2067" } : size));
    expect((await saveDraft({ ...model, ...words, finishes, sizes })).status).toBe(200);
    const saved = (await draft()).models.find((m) => m.id === "soffio")!;
    expect(saved).toMatchObject({
      name: "Soffio",
      summary: "A towel rail for small rooms.",
      description: "Bars of steel.\nWarm.",
      material: "Steel",
      connection: "Caf\u00e9 ½",
    });
    expect(saved.finishes[0]).toMatchObject({ name: "White", ral: "RAL 9016" });
    expect(saved.sizes[0]!.variant).toBe("Single");

    const refused = await saveDraft({ ...model, summary: "Half \ud800" });
    expect(refused.status).toBe(400);
    expect((await refused.json()).problems).toEqual([{ path: ["summary"], message: unreadableTextMessage }]);
  });

  it("lists the versions publishing keeps and restores one into the draft", async () => {
    const anonymous = adminRequest("/api/admin/catalogue/versions", { cookie: null });
    expect((await call(getVersions, anonymous)).status).toBe(401);
    const restoreAnonymous = adminRequest("/api/admin/catalogue/versions/1", {
      method: "POST",
      json: {},
      cookie: null,
    });
    expect((await call(restoreVersion, restoreAnonymous, { number: "1" })).status).toBe(401);
    expect((await call(postVersions, adminRequest("/api/admin/catalogue/versions", { method: "POST" }))).status).toBe(
      405,
    );
    expect((await call(getVersion, adminRequest("/api/admin/catalogue/versions/1"), { number: "1" })).status).toBe(405);

    const listed = await call(getVersions, adminRequest("/api/admin/catalogue/versions"));
    const { versions } = (await listed.json()) as { versions: { number: number; summary: string }[] };
    expect(versions.map((v) => v.summary)).toEqual([
      "Breva: 1 size changed",
      "The catalogue as published before versions were kept",
    ]);

    const restore = (number: string, json: unknown = {}) =>
      call(restoreVersion, adminRequest(`/api/admin/catalogue/versions/${number}`, { method: "POST", json }), {
        number,
      });
    expect((await restore("1", { revision: 3 })).status).toBe(400);
    for (const missing of ["999", "0", "one"]) {
      const answer = await restore(missing);
      expect(answer.status, missing).toBe(404);
      expect(await answer.json()).toEqual({ error: "This version of the catalogue is not kept any more." });
    }
    const restored = await restore(String(versions[1]!.number));
    expect(restored.status).toBe(200);
    const body = (await restored.json()) as { catalogue: Catalogue; status: { hasUnpublishedChanges: boolean } };
    expect(body.status.hasUnpublishedChanges).toBe(true);
    expect(body.catalogue).toEqual(await draft());
  });
});
