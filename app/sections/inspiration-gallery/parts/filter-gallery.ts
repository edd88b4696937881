import { type GalleryFilter, gallery } from "~/content/gallery";
import type { GalleryCategory } from "~/content/images";

/** The query parameter that holds the filter, so a filtered view can be shared and survives a reload. */
export const galleryFilterParam = "category";

/** docs/product.md#states: the images of one category, or every image for `all`, in catalogue order. */
export function filterGallery<T extends { category: GalleryCategory }>(
  images: readonly T[],
  filter: GalleryFilter,
): T[] {
  return filter === "all" ? [...images] : images.filter((image) => image.category === filter);
}

/** Reads the filter from the query string; anything unknown (a stale or hand-edited link) shows all. */
export function parseGalleryFilter(value: string | null): GalleryFilter {
  return gallery.filters.find((option) => option.value === value)?.value ?? "all";
}
