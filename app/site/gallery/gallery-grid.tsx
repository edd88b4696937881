import { gallery } from "~/content/gallery";
import type { GalleryImage } from "~/content/images";
import { GalleryTile } from "./gallery-tile";

interface GalleryGridProps {
  images: readonly GalleryImage[];
  onOpen: (image: GalleryImage, opener: HTMLButtonElement) => void;
}

/** The images as a masonry of columns, each image at its own proportions (SPEC §2 Gallery). */
export function GalleryGrid({ images, onOpen }: GalleryGridProps) {
  if (images.length === 0) {
    return <p className="py-24 text-center text-lg text-ink-soft">{gallery.emptyMessage}</p>;
  }
  return (
    <ul className="columns-1 gap-4 sm:columns-2 lg:columns-3 lg:gap-6 3xl:columns-4">
      {images.map((image) => (
        <li key={image.id} className="mb-4 break-inside-avoid lg:mb-6">
          <GalleryTile image={image} onOpen={(opener) => onOpen(image, opener)} />
        </li>
      ))}
    </ul>
  );
}
