import { describe, expect, it } from "vitest";

import { linkProblems, sitePath } from "./links";
import { item, section } from "./test-sections";

const site = {
  live: new Set(["/", "/contact", "/collection"]),
  unpublished: new Map([["/winter-offers", "Winter Offers"]]),
};

describe("linkProblems", () => {
  it("finds buttons, items and text links to nowhere, to missing pages and to unpublished pages", () => {
    const sections = [
      section("a", {
        buttons: [
          { label: "Book", link: "/booking", style: "primary" },
          { label: "Offers", link: "/winter-offers#top", style: "outline" },
          { label: "Call", link: "tel:+441144960123", style: "link" },
        ],
      }),
      section("b", { type: "collection-cards", items: [item("1", { link: "" }), item("2", { link: "/contact" })] }),
      section("c", {
        richContent: [{ type: "paragraph", runs: [{ text: "our story ", link: "/story" }, { text: "more" }] }],
      }),
    ];
    expect(linkProblems(sections, site)).toEqual([
      { rule: "link", sectionId: "a", message: "The button “Book” (/booking) leads to a page that does not exist." },
      {
        rule: "unpublished-link",
        sectionId: "a",
        message: "The button “Offers” leads to “Winter Offers”, which is not published yet.",
      },
      { rule: "link", sectionId: "b", message: "Item 1 has no address to go to." },
      { rule: "link", sectionId: "c", message: "The link “our story” (/story) leads to a page that does not exist." },
    ]);
  });

  it("reads a link's page without its anchor, query or trailing slash", () => {
    expect(sitePath("/Collection/?a=1#retto")).toBe("/collection");
    expect(sitePath("/")).toBe("/");
    expect(sitePath("#contact")).toBeNull();
    expect(sitePath("https://example.com/x")).toBeNull();
  });
});
