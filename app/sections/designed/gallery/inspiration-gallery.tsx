import { useRef, useState } from "react";
import { gallery } from "~/content/gallery";
import { galleryImages } from "~/content/images";
import { SectionHeading } from "~/sections/designed/section-heading";
import { filterGallery } from "~/sections/designed/gallery/filter-gallery";
import { GalleryFilterBar } from "~/sections/designed/gallery/gallery-filter-bar";
import { GalleryGrid } from "~/sections/designed/gallery/gallery-grid";
import { Lightbox } from "~/sections/designed/gallery/lightbox";
import { useGalleryFilter } from "~/sections/designed/gallery/use-gallery-filter";

/** 'Inspiration Gallery': the filter bar, the grid of the 39 images and the lightbox (docs/product.md#routes, #states). */
export function InspirationGallery() {
  const filter = useGalleryFilter();
  const images = filterGallery(galleryImages, filter);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const opener = useRef<HTMLElement>(null);
  return (
    <section aria-labelledby="inspiration-gallery-heading" className="py-20 sm:py-28">
      <div className="container-page 3xl:max-w-[120rem]">
        <SectionHeading
          id="inspiration-gallery-heading"
          heading={gallery.heading}
          intro={gallery.intro}
          align="center"
        />
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
    </section>
  );
}
