import { gallery, type GalleryFilter } from "~/content/gallery";
import { galleryFilterParam, imageCount } from "~/sections/inspiration-gallery/parts/filter-gallery";

interface GalleryFilterBarProps {
  filter: GalleryFilter;
  /** How many images the grid shows now. */
  count: number;
}

/**
 * All, Modern, Classic, Bathroom as toggle buttons (docs/product.md#routes). They submit a GET form, so the filter
 * lands in the URL and the server draws the filtered grid; with JavaScript the page filters in place and writes the
 * same address (app/enhance/inspiration-gallery.ts).
 */
export function GalleryFilterBar({ filter, count }: GalleryFilterBarProps) {
  return (
    <form
      method="get"
      className="flex flex-col gap-5 border-y border-ink/10 py-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div role="group" aria-label={gallery.filterLabel} className="flex flex-wrap gap-2">
        {gallery.filters.map((option) => {
          const pressed = option.value === filter;
          return (
            <button
              key={option.value}
              type="submit"
              // "All" sends nothing, so the unfiltered gallery keeps its plain address.
              name={option.value === "all" ? undefined : galleryFilterParam}
              value={option.value === "all" ? undefined : option.value}
              aria-pressed={pressed}
              className="min-h-11 rounded-full border border-ink/20 px-3.5 text-sm font-semibold text-ink transition-colors duration-200 hover:border-ink aria-pressed:border-ink aria-pressed:bg-ink aria-pressed:text-white sm:px-5 sm:tracking-wide"
            >
              {option.label}
            </button>
          );
        })}
      </div>
      <p role="status" className="text-sm text-muted">
        {imageCount(count)}
      </p>
    </form>
  );
}
