import { describe, expect, it } from "vitest";

import { clipped, searchResult } from "./search-preview";

describe("searchResult", () => {
  const page = {
    title: "Winter Offers",
    slug: "winter",
    description: "Warm rooms for less.",
    siteName: "Tepore",
    siteDescription: "Premium Designer Radiators",
  };

  it("shows the title with the site name, the host and path, and the meta description", () => {
    expect(searchResult({ ...page, origin: "https://tepore.co.uk" })).toEqual({
      title: "Winter Offers | Tepore",
      address: "tepore.co.uk › winter",
      description: "Warm rooms for less.",
    });
  });

  it("titles the home page with the site description of Settings, as its <title> is written", () => {
    expect(searchResult({ ...page, slug: "", title: "Home", origin: "https://tepore.co.uk" }).title).toBe(
      "Premium Designer Radiators | Tepore",
    );
  });

  it("shows the home page as the host alone, and the public pages' defaults when title or description are empty", () => {
    const noDescription = { ...page, siteDescription: "", slug: "", title: " ", description: "" };
    expect(searchResult({ ...noDescription, origin: "http://localhost:4350" })).toEqual({
      title: "Page | Tepore",
      address: "localhost:4350",
      description: "Page by Tepore",
    });
  });

  it("cuts long text at a whole word with an ellipsis, as results do", () => {
    const long = "Column radiators in every colour ".repeat(8);
    const shown = searchResult({ ...page, description: long, origin: "https://tepore.co.uk" }).description;
    expect(shown.length).toBeLessThanOrEqual(160);
    expect(shown).toMatch(/colour…$|Column…$|radiators…$|in…$|every…$/);
    expect(clipped("Short", 60)).toBe("Short");
  });
});
