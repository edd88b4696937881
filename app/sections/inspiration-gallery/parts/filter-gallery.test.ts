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
  it("accepts the four filters of docs/product.md#routes", () => {
    expect(parseGalleryFilter("all")).toBe("all");
    expect(parseGalleryFilter("modern")).toBe("modern");
    expect(parseGalleryFilter("classic")).toBe("classic");
    expect(parseGalleryFilter("custom")).toBe("custom");
  });

  it("falls back to all for a missing or unknown value", () => {
    expect(parseGalleryFilter(null)).toBe("all");
    expect(parseGalleryFilter("")).toBe("all");
    expect(parseGalleryFilter("Modern")).toBe("all");
    expect(parseGalleryFilter("bathroom")).toBe("all");
  });
});
