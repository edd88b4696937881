import { bodyLimits } from "~/lib/body-limits";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/server/db.server";
import { settings } from "~/server/schema.server";
import { getSiteSettings, getSiteSettingsRevision } from "~/server/settings.server";
import { action, loader } from "./settings";
import { adminRequest, call } from "./test-support";

beforeEach(() => {
  getDb().delete(settings).run();
});

/** A save on the latest revision, as a form that is up to date sends it, unless `json` names one. */
const save = (json: object, cookie?: string | null) =>
  call(
    action,
    adminRequest("/api/admin/settings", {
      method: "PUT",
      json: { revision: getSiteSettingsRevision(), ...json },
      cookie,
    }),
  );

describe("/api/admin/settings (docs/product.md#routes Settings)", () => {
  it("reads the defaults, Tepore and 'Premium Designer Radiators'", async () => {
    const response = await call(loader, adminRequest("/api/admin/settings"));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      settings: { siteName: "Tepore", siteDescription: "Premium Designer Radiators" },
      revision: 1,
    });
  });

  it("saves trimmed values that the public site reads at once", async () => {
    const response = await save({ siteName: "  Tepore Studio ", siteDescription: "Radiators made in Sheffield" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      settings: { siteName: "Tepore Studio", siteDescription: "Radiators made in Sheffield" },
      revision: 2,
    });
    expect(getSiteSettings()).toEqual({ siteName: "Tepore Studio", siteDescription: "Radiators made in Sheffield" });
  });

  it("refuses an empty or overlong name with a message and keeps what was saved", async () => {
    await save({ siteName: "Kept", siteDescription: "Kept too" });
    const empty = await save({ siteName: "  ", siteDescription: "New" });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({
      error: "Please enter a site name.",
      errors: { siteName: "Please enter a site name." },
    });
    const long = await save({ siteName: "x".repeat(61), siteDescription: "New" });
    expect(long.status).toBe(400);
    expect((await long.json()).errors.siteName).toMatch(/under 60 characters/);
    expect(getSiteSettings()).toEqual({ siteName: "Kept", siteDescription: "Kept too" });
  });

  it("refuses an oversized body with 413", async () => {
    const response = await save({ siteName: "x", siteDescription: "y".repeat(bodyLimits.adminChange) });
    expect(response.status).toBe(413);
  });

  it("resets to the defaults", async () => {
    await save({ siteName: "Other", siteDescription: "Other description" });
    const response = await call(
      action,
      adminRequest("/api/admin/settings", { method: "DELETE", json: { revision: getSiteSettingsRevision() } }),
    );
    expect(response.status).toBe(200);
    expect(getSiteSettings()).toEqual({ siteName: "Tepore", siteDescription: "Premium Designer Radiators" });
  });

  it("refuses every read and write without a session (401) and changes nothing", async () => {
    for (const cookie of [null, "tepore_session=forged"]) {
      expect((await call(loader, adminRequest("/api/admin/settings", { cookie }))).status).toBe(401);
      expect((await save({ siteName: "Hijacked", siteDescription: "Hijacked" }, cookie)).status).toBe(401);
      const reset = await call(action, adminRequest("/api/admin/settings", { method: "DELETE", cookie }));
      expect(reset.status).toBe(401);
      expect(await reset.json()).toEqual({ error: "Please sign in again." });
    }
    expect(getSiteSettings().siteName).toBe("Tepore");
  });

  it("refuses a save or reset based on an older revision (409) with the settings as saved, and writes nothing", async () => {
    const base = getSiteSettingsRevision();
    const answers = await Promise.all(
      ["A", "B", "C", "D"].map((tab) => save({ siteName: `Tab ${tab}`, siteDescription: "Mine", revision: base })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    const winner = getSiteSettings();
    const refused = await answers.find((answer) => answer.status === 409)!.json();
    expect(refused).toEqual({
      error: "The settings were changed in another tab or browser.",
      current: { settings: winner, revision: base + 1 },
    });
    const staleReset = await call(
      action,
      adminRequest("/api/admin/settings", { method: "DELETE", json: { revision: base } }),
    );
    expect(staleReset.status).toBe(409);
    expect(getSiteSettings()).toEqual(winner);
    const noRevision = await call(
      action,
      adminRequest("/api/admin/settings", { method: "PUT", json: { siteName: "X", siteDescription: "Y" } }),
    );
    expect(noRevision.status).toBe(400);
    expect(getSiteSettings()).toEqual(winner);
  });
});
