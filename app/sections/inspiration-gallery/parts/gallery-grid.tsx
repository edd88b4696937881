import type { CSSProperties } from "react";

import { gallery, type GalleryFilter } from "~/content/gallery";
import type { GalleryPicture } from "~/content/picture";
import { filterShows } from "~/sections/inspiration-gallery/parts/filter-gallery";
import { GalleryTile } from "~/sections/inspiration-gallery/parts/gallery-tile";

/** Target row heights in rem from each breakpoint; the list's `--row-h` classes use the same values. */
const rowHeight = { sm: 15, lg: 20, "3xl": 24 } as const;

/** How wide a tile of this shape is shown: its row height times its proportions, plus what the row adds. */
function tileSizes(ratio: number): string {
  const rem = (height: number) => `${Math.round(height * ratio * 1.25)}rem`;
  return `(min-width: 1920px) ${rem(rowHeight["3xl"])}, (min-width: 1024px) ${rem(rowHeight.lg)}, (min-width: 640px) ${rem(rowHeight.sm)}, 46vw`;
}

interface GalleryGridProps {
  /** Every gallery picture: those the filter leaves out are drawn hidden, so a script can filter in place. */
  images: readonly GalleryPicture[];
  filter: GalleryFilter;
}

/**
 * The gallery images in justified rows, or the specified message when the filter leaves none (docs/product.md#routes Gallery, #messages).
 * Every tile of a row grows in proportion to its image, so a row shares one height and each image keeps its
 * shape: about two on a tablet, three on a desktop, four from 1920 px; phones show two columns of upright
 * crops. Unlike CSS columns, the images read across in catalogue order, which is also the order of Tab and
 * of the lightbox. A tile grows to at most 1.5 times its row height's width, so a short last row is not
 * stretched: it stands centred, balanced under the full rows.
 */
export function GalleryGrid({ images, filter }: GalleryGridProps) {
  const empty = !images.some((image) => filterShows(filter, image.category));
  return (
    <>
      <p hidden={!empty} data-gallery-empty className="py-24 text-center text-lg text-ink-soft">
        {gallery.emptyMessage}
      </p>
      <ul
        hidden={empty}
        className="flex flex-wrap justify-center gap-3 sm:gap-4 sm:[--row-h:15rem] lg:gap-5 lg:[--row-h:20rem] 3xl:[--row-h:24rem]"
      >
        {images.map((image) => {
          const ratio = image.width / image.height;
          return (
            <li
              key={image.id}
              hidden={!filterShows(filter, image.category)}
              data-category={image.category}
              style={{ "--ratio": ratio } as CSSProperties}
              className="min-w-0 basis-[calc(50%-0.375rem)] sm:max-w-[calc(var(--row-h)*var(--ratio)*1.5)] sm:grow-(--ratio) sm:basis-[calc(var(--row-h)*var(--ratio))]"
            >
              <GalleryTile image={image} sizes={tileSizes(ratio)} />
            </li>
          );
        })}
      </ul>
    </>
  );
}
