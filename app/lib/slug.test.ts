import { describe, expect, it } from "vitest";

import { normalizeSlugInput, slugError, slugFromTitle, slugMessage, slugToSave } from "./slug";

describe("normalizeSlugInput (docs/product.md#validation URL slug)", () => {
  it("lowercases", () => {
    expect(normalizeSlugInput("About-US")).toBe("about-us");
  });

  it("turns every character other than a-z, 0-9 and hyphen into a hyphen", () => {
    expect(normalizeSlugInput("our_radiators!")).toBe("our-radiators-");
    expect(normalizeSlugInput("café crème")).toBe("caf-cr-me");
    expect(normalizeSlugInput("2024 range")).toBe("2024-range");
  });

  it("collapses runs of hyphens to one", () => {
    expect(normalizeSlugInput("a -- b")).toBe("a-b");
    expect(normalizeSlugInput("a---b")).toBe("a-b");
  });

  it("keeps leading and trailing hyphens while typing", () => {
    expect(normalizeSlugInput("-draft-")).toBe("-draft-");
    expect(normalizeSlugInput("")).toBe("");
  });
});

describe("slugFromTitle (docs/product.md#validation slug generated from the title)", () => {
  it("applies the same rules and trims leading and trailing hyphens", () => {
    expect(slugFromTitle("  Bathroom Towel Rails! ")).toBe("bathroom-towel-rails");
    expect(slugFromTitle("Untitled Page")).toBe("untitled-page");
    expect(slugFromTitle("--Radiators & Rails--")).toBe("radiators-rails");
    expect(slugFromTitle("!!!")).toBe("");
  });
});

describe("slugError", () => {
  it("names the specified message for a slug outside the rules, and accepts the rest", () => {
    expect(slugMessage).toBe("URL slug can only contain lowercase letters, numbers, and hyphens.");
    expect(slugError("Bad Slug")).toBe(slugMessage);
    expect(slugError("bad_slug")).toBe(slugMessage);
    expect(slugError("good-slug-2")).toBeNull();
    expect(slugError("")).toBeNull();
  });
});

describe("slugToSave (docs/product.md#validation: the slug typed, its ends trimmed, else one from the title)", () => {
  it("trims the hyphens that typing left at either end", () => {
    expect(slugToSave(normalizeSlugInput("Winter Deals!!"), "Offers")).toBe("winter-deals");
    expect(slugToSave("-draft-", "Offers")).toBe("draft");
    expect(slugToSave("a-b", "Offers")).toBe("a-b");
  });

  it("makes the slug from the title when nothing but hyphens was typed", () => {
    expect(slugToSave("", "Winter Offers!")).toBe("winter-offers");
    expect(slugToSave("--", "Winter Offers!")).toBe("winter-offers");
    expect(slugToSave("", "!!!")).toBe("");
  });
});
