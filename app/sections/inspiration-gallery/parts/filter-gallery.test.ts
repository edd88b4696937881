import { describe, expect, it } from "vitest";

import type { GalleryCategory } from "~/content/images";
import { filterGallery, parseGalleryFilter } from "~/sections/inspiration-gallery/parts/filter-gallery";

const images: { id: string; category: GalleryCategory }[] = [
  { id: "a", category: "modern" },
  { id: "b", category: "classic" },
  { id: "c", category: "custom" },
  { id: "d", category: "modern" },
];

describe("filterGallery", () => {
  it("keeps every image, in order, for all", () => {
    expect(filterGallery(images, "all").map((i) => i.id)).toEqual(["a", "b", "c", "d"]);
  });

  it("keeps only the chosen category, in order", () => {
    expect(filterGallery(images, "modern").map((i) => i.id)).toEqual(["a", "d"]);
    expect(filterGallery(images, "classic").map((i) => i.id)).toEqual(["b"]);
    expect(filterGallery(images, "custom").map((i) => i.id)).toEqual(["c"]);
  });

  it("yields nothing when no image has the category", () => {
    expect(filterGallery(images.slice(0, 2), "custom")).toEqual([]);
    expect(filterGallery([], "all")).toEqual([]);
  });

  it("never changes the catalogue it is given", () => {
    const all = filterGallery(images, "all");
    all.pop();
    expect(images).toHaveLength(4);
  });
});

describe("parseGalleryFilter", () => {
  it.each(["all", "modern", "classic", "custom"])("accepts %j, a filter of docs/product.md#routes", (filter) => {
    expect(parseGalleryFilter(filter)).toBe(filter);
  });

  it.each([null, "", "Modern", "bathroom"])("falls back to all for a missing or unknown value: %j", (value) => {
    expect(parseGalleryFilter(value)).toBe("all");
  });
});
