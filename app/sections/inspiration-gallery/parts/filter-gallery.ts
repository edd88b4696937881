import { gallery, type GalleryFilter } from "~/content/gallery";
import type { GalleryCategory } from "~/content/images";

/** The query parameter that holds the filter, so a filtered view can be shared and survives a reload. */
export const galleryFilterParam = "category";

/** docs/product.md#states: whether the filter shows an image of this category (`all` shows every one). */
export function filterShows(filter: GalleryFilter, category: GalleryCategory): boolean {
  return filter === "all" || category === filter;
}

/** docs/product.md#states: the images of one category, or every image for `all`, in catalogue order. */
export function filterGallery<T extends { category: GalleryCategory }>(
  images: readonly T[],
  filter: GalleryFilter,
): T[] {
  return images.filter((image) => filterShows(filter, image.category));
}

/** Reads the filter from the query string; anything unknown (a stale or hand-edited link) shows all. */
export function parseGalleryFilter(value: string | null): GalleryFilter {
  return gallery.filters.find((option) => option.value === value)?.value ?? "all";
}

/** What the filter bar says of the grid: '39 images', '1 image'. */
export function imageCount(count: number): string {
  return count === 1 ? "1 image" : `${count} images`;
}
