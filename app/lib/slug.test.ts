import { describe, expect, it } from "vitest";

import { normalizeSlugInput, slugError, slugFromTitle, slugMessage, slugToSave } from "./slug";

describe("normalizeSlugInput (docs/product.md#validation URL slug)", () => {
  it.each([
    { rule: "lowercases", typed: "About-US", slug: "about-us" },
    { rule: "turns an underscore and punctuation into hyphens", typed: "our_radiators!", slug: "our-radiators-" },
    { rule: "turns letters outside a-z and spaces into hyphens", typed: "café crème", slug: "caf-cr-me" },
    { rule: "keeps digits", typed: "2024 range", slug: "2024-range" },
    { rule: "collapses hyphens and spaces to one hyphen", typed: "a -- b", slug: "a-b" },
    { rule: "collapses runs of hyphens to one", typed: "a---b", slug: "a-b" },
    { rule: "keeps leading and trailing hyphens while typing", typed: "-draft-", slug: "-draft-" },
    { rule: "keeps nothing typed as nothing", typed: "", slug: "" },
  ])("$rule: $typed gives $slug", ({ typed, slug }) => expect(normalizeSlugInput(typed)).toBe(slug));
});

describe("slugFromTitle (docs/product.md#validation slug generated from the title)", () => {
  it.each([
    ["  Bathroom Towel Rails! ", "bathroom-towel-rails"],
    ["Untitled Page", "untitled-page"],
    ["--Radiators & Rails--", "radiators-rails"],
    ["!!!", ""],
  ])("applies the same rules and trims leading and trailing hyphens: %j gives %j", (title, slug) =>
    expect(slugFromTitle(title)).toBe(slug),
  );
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
