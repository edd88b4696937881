import { describe, expect, it } from "vitest";

import { textSection } from "../../tests/support/fixtures";
import { noSearchSettings, type Page } from "./page-model";
import { moveSections, newPage, pageMessages, pageSlugProblem, savePage } from "./page-operations";
import { reservedSlugMessage, slugMessage } from "./slug";

const page = (slug: string, extra: Partial<Page> = {}): Page => ({
  slug,
  title: `Title ${slug}`,
  description: "",
  ...noSearchSettings,
  isPublished: false,
  isStandard: false,
  ...extra,
});

describe("newPage (docs/product.md#states New page)", () => {
  it("is 'Untitled Page', 'untitled-' plus the timestamp, unpublished and not standard", () => {
    expect(newPage(1714557600000)).toEqual({
      slug: "untitled-1714557600000",
      title: "Untitled Page",
      description: "",
      ...noSearchSettings,
      isPublished: false,
      isStandard: false,
    });
  });
});

describe("savePage (docs/product.md#states Saving a page)", () => {
  const pages = [page(""), page("winter"), page("spring")];

  it("replaces the page with the same slug, in place", () => {
    const saved = savePage(pages, page("winter", { title: "Winter Warmth" }));
    expect(saved.map((p) => p.slug)).toEqual(["", "winter", "spring"]);
    expect(saved[1]!.title).toBe("Winter Warmth");
  });

  it("adds a page with a new slug at the end", () => {
    expect(savePage(pages, page("autumn")).map((p) => p.slug)).toEqual(["", "winter", "spring", "autumn"]);
  });

  it("renames through the old slug, leaving no copy under it", () => {
    const saved = savePage(pages, page("winter-sale"), "winter");
    expect(saved.map((p) => p.slug)).toEqual(["", "winter-sale", "spring"]);
  });

  it("does not leave two pages with one slug when a rename lands on an existing slug", () => {
    const saved = savePage(pages, page("spring"), "winter");
    expect(saved.map((p) => p.slug)).toEqual(["", "spring"]);
  });

  it("does not change the list it is given", () => {
    savePage(pages, page("autumn"));
    expect(pages).toHaveLength(3);
  });
});

describe("moveSections (docs/product.md#states a changed slug moves the stored sections)", () => {
  const all = { winter: [textSection("a")], spring: [textSection("b")] };

  it("moves the sections to the new slug", () => {
    expect(moveSections(all, "winter", "winter-sale")).toEqual({
      spring: [textSection("b")],
      "winter-sale": [textSection("a")],
    });
  });

  it("changes nothing when the slug is the same or nothing is stored", () => {
    expect(moveSections(all, "winter", "winter")).toBe(all);
    expect(moveSections(all, "autumn", "autumn-sale")).toBe(all);
  });
});

describe("pageSlugProblem", () => {
  const pages = [page(""), page("about", { isStandard: true }), page("winter")];

  it("accepts an unchanged or a free slug", () => {
    expect(pageSlugProblem(page("winter"), pages, "winter")).toBeNull();
    expect(pageSlugProblem(page("winter-sale"), pages, "winter")).toBeNull();
  });

  it("refuses a slug outside the character rules", () => {
    expect(pageSlugProblem(page("Winter Sale"), pages, "winter")).toBe(slugMessage);
  });

  it("keeps a standard page's slug", () => {
    expect(pageSlugProblem(page("about-us", { isStandard: true }), pages, "about")).toBe(
      pageMessages.standardKeepsSlug,
    );
  });

  it("keeps built-in paths and the home page's empty slug from other pages", () => {
    expect(pageSlugProblem(page("admin"), pages, "winter")).toBe(reservedSlugMessage);
    expect(pageSlugProblem(page("gallery"), pages, "winter")).toBe(reservedSlugMessage);
    expect(pageSlugProblem(page(""), pages, "winter")).toBe(reservedSlugMessage);
  });

  it("refuses the slug of another page", () => {
    expect(pageSlugProblem(page("winter"), pages, "spring")).toBe(pageMessages.slugTaken);
  });
});
