import { describe, expect, it } from "vitest";
import type { Catalogue } from "~/lib/catalogue/catalogue-schema";
import { action as publish } from "./catalogue-publish";
import { action as saveModel } from "./catalogue-model";
import { loader as getCatalogue } from "./catalogue";
import { adminRequest, call } from "./test-support";

const draft = async () =>
  ((await (await call(getCatalogue, adminRequest("/api/admin/catalogue"))).json()) as { catalogue: Catalogue })
    .catalogue;

describe("catalogue admin API", () => {
  it("needs a session", async () => {
    expect((await call(getCatalogue, adminRequest("/api/admin/catalogue", { cookie: null }))).status).toBe(401);
    const put = adminRequest("/api/admin/catalogue/models/breva", { method: "PUT", json: {}, cookie: null });
    expect((await call(saveModel, put, { id: "breva" })).status).toBe(401);
    const post = adminRequest("/api/admin/catalogue/publish", { method: "POST", json: {}, cookie: null });
    expect((await call(publish, post)).status).toBe(401);
  });

  it("saves a model's draft, answers bad rows with their places, and publishes", async () => {
    const model = (await draft()).models.find((m) => m.id === "breva")!;
    model.sizes[1]!.output50 = 0;
    const bad = await call(
      saveModel,
      adminRequest("/api/admin/catalogue/models/breva", { method: "PUT", json: { model } }),
      { id: "breva" },
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: "Some figures need correcting. Nothing was saved.",
      problems: [{ path: ["sizes", 1, "output50"], message: "Output must be at least 50 W at ΔT50." }],
    });

    model.sizes[1]!.output50 = 555;
    const saved = await call(
      saveModel,
      adminRequest("/api/admin/catalogue/models/breva", { method: "PUT", json: { model } }),
      { id: "breva" },
    );
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { status: { hasUnpublishedChanges: boolean } }).status.hasUnpublishedChanges).toBe(
      true,
    );
    const published = await call(publish, adminRequest("/api/admin/catalogue/publish", { method: "POST", json: {} }));
    expect(
      ((await published.json()) as { status: { hasUnpublishedChanges: boolean } }).status.hasUnpublishedChanges,
    ).toBe(false);
  });
});
