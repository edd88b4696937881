import { useId } from "react";
import { useSearchParams } from "react-router";

import { usePageImages } from "../page-images";
import { SectionElement } from "../parts/section-element";
import { SectionHeadingOf } from "../parts/section-heading";
import type { SectionRenderProps } from "../types";
import { filterGallery, galleryFilterParam, parseGalleryFilter } from "./parts/filter-gallery";
import { GalleryFilterBar } from "./parts/gallery-filter-bar";
import { GalleryGrid } from "./parts/gallery-grid";
import { Lightbox } from "./parts/lightbox";

/**
 * 'Inspiration Gallery': the filter bar (kept in the URL), the grid of every gallery picture and the lightbox
 * (docs/product.md#routes, #states). The pictures and their filters are the catalogue's. The server draws the
 * filter of the address; the inspiration-gallery enhancement (app/enhance/inspiration-gallery.ts) filters in place,
 * opens the lightbox and fades the pictures in.
 */
export default function InspirationGallerySection({ section, headingLevel }: SectionRenderProps) {
  const titleId = useId();
  const [params] = useSearchParams();
  const filter = parseGalleryFilter(params.get(galleryFilterParam));
  const images = usePageImages().gallery ?? [];
  return (
    <SectionElement section={section} titleId={titleId} data-enhance="inspiration-gallery" className="py-20 sm:py-28">
      <div className="container-page 3xl:max-w-[120rem]">
        <SectionHeadingOf section={section} id={titleId} level={headingLevel} align="center" />
        <div className="mt-12 sm:mt-16">
          <GalleryFilterBar filter={filter} count={filterGallery(images, filter).length} />
        </div>
        <div className="mt-8 sm:mt-10">
          <GalleryGrid images={images} filter={filter} />
        </div>
      </div>
      <Lightbox />
    </SectionElement>
  );
}
