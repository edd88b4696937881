import { Form } from "react-router";
import { type GalleryFilter, gallery } from "~/content/gallery";
import { cn } from "~/ui/cn";
import { galleryFilterParam } from "~/sections/inspiration-gallery/parts/filter-gallery";

interface GalleryFilterBarProps {
  filter: GalleryFilter;
  /** How many images the grid shows now. */
  count: number;
}

/**
 * All, Modern, Classic, Bathroom as toggle buttons (docs/product.md#routes). They submit a GET form, so the filter
 * lands in the URL, and the page filters on the server too when JavaScript is off.
 */
export function GalleryFilterBar({ filter, count }: GalleryFilterBarProps) {
  return (
    <Form
      method="get"
      replace
      preventScrollReset
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
              className={cn(
                "min-h-11 rounded-full border px-3.5 text-sm font-semibold transition-colors duration-200 sm:px-5 sm:tracking-wide",
                pressed ? "border-ink bg-ink text-white" : "border-ink/20 text-ink hover:border-ink",
              )}
            >
              {option.label}
            </button>
          );
        })}
      </div>
      <p role="status" className="text-sm text-muted">
        {count === 1 ? "1 image" : `${count} images`}
      </p>
    </Form>
  );
}
