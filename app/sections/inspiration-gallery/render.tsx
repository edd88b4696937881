import { useId, useRef, useState } from "react";
import { SectionHeadingOf } from "../designed/section-heading";
import { filterGallery } from "./parts/filter-gallery";
import { GalleryFilterBar } from "./parts/gallery-filter-bar";
import { GalleryGrid } from "./parts/gallery-grid";
import { Lightbox } from "./parts/lightbox";
import { useGalleryFilter } from "./parts/use-gallery-filter";

import type { SectionRenderProps } from "../types";
import { usePageImages } from "../page-images";
import { SectionElement } from "../parts/section-element";

/**
 * 'Inspiration Gallery': the filter bar (kept in the URL), the grid of every gallery picture and the lightbox
 * (docs/product.md#routes, #states). The pictures and their filters are the catalogue's.
 */
export default function InspirationGallerySection({ section, headingLevel }: SectionRenderProps) {
  const titleId = useId();
  const filter = useGalleryFilter();
  const images = filterGallery(usePageImages().gallery ?? [], filter);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const opener = useRef<HTMLElement>(null);
  return (
    <SectionElement section={section} titleId={titleId} className="py-20 sm:py-28">
      <div className="container-page 3xl:max-w-[120rem]">
        <SectionHeadingOf section={section} id={titleId} level={headingLevel} align="center" />
        <div className="mt-12 sm:mt-16">
          <GalleryFilterBar filter={filter} count={images.length} />
        </div>
        <div className="mt-8 sm:mt-10">
          <GalleryGrid
            images={images}
            onOpen={(image, tile) => {
              opener.current = tile;
              setSelectedId(image.id);
            }}
          />
        </div>
      </div>
      <Lightbox
        images={images}
        selectedId={selectedId}
        onSelect={setSelectedId}
        onClose={() => setSelectedId(null)}
        opener={opener}
      />
    </SectionElement>
  );
}
