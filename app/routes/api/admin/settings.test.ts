import { beforeEach, describe, expect, it } from "vitest";

import { bodyLimits } from "~/lib/body-limits";
import { unreadableTextMessage } from "~/lib/plain-text";
import { seo } from "~/lib/seo";
import { getDb } from "~/server/db.server";
import { settings } from "~/server/schema.server";
import { getSiteSettings, getSiteSettingsRevision } from "~/server/settings.server";

import { loader as rootLoader } from "../../../root";
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

  it("keeps NUL, line breaks and bidirectional overrides out of the settings and every page's <title>", async () => {
    const response = await save({
      siteName: "Tepore\u0000\r\nStudio\u202e\r",
      siteDescription: "Radiators\u0007 made in\u2066 Sheffield",
    });
    expect(response.status).toBe(200);
    const cleaned = { siteName: "Tepore Studio", siteDescription: "Radiators made in Sheffield" };
    expect((await response.json()).settings).toEqual(cleaned);
    expect(getSiteSettings()).toEqual(cleaned);
    const root = await rootLoader({ request: new Request("http://localhost/") } as never);
    const tags = seo(
      { matches: [{ id: "root", data: root }], location: { pathname: "/" } },
      { title: "Home", description: "" },
    );
    expect(tags[0]).toEqual({ title: "Home | Tepore Studio" });
  });

  it("cleans a name saved before the rule as it is read", () => {
    getDb().insert(settings).values({ key: "siteName", value: "Te\u0000po\r\nre\u202e" }).run();
    expect(getSiteSettings().siteName).toBe("Tepo re");
  });

  it("refuses text holding half of a character with the one message, and keeps what was saved", async () => {
    await save({ siteName: "Kept", siteDescription: "Kept too" });
    const response = await save({ siteName: "Tepore\ud800", siteDescription: "Fine" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: unreadableTextMessage,
      errors: { siteName: unreadableTextMessage },
    });
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
