import { describe, expect, it } from "vitest";

import { siteSettingsErrors, siteSettingsSchema } from "./site-settings-schema";

describe("site settings (docs/product.md#entities Settings)", () => {
  it("trims the values", () => {
    expect(siteSettingsSchema.parse({ siteName: "  Tepore ", siteDescription: " Radiators " })).toEqual({
      siteName: "Tepore",
      siteDescription: "Radiators",
    });
  });

  it("names what is missing or too long, field by field", () => {
    expect(siteSettingsErrors({ siteName: " ", siteDescription: "x".repeat(161) })).toEqual({
      siteName: "Please enter a site name.",
      siteDescription: "Please keep the site description under 160 characters.",
    });
    expect(siteSettingsErrors({ siteName: "Tepore", siteDescription: "Premium Designer Radiators" })).toEqual({});
  });
});
