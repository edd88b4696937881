import type { GalleryPicture } from "~/content/picture";
import { FadeInPicture } from "~/sections/inspiration-gallery/parts/fade-in-picture";

interface GalleryTileProps {
  image: GalleryPicture;
  /** The `sizes` of the image: how wide the grid shows this tile. */
  sizes: string;
  onOpen: (opener: HTMLButtonElement) => void;
}

/** A gallery image as a button that opens the lightbox, labelled with its series. */
export function GalleryTile({ image, sizes, onOpen }: GalleryTileProps) {
  const { series } = image;
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={(event) => onOpen(event.currentTarget)}
      className="group relative block w-full overflow-hidden bg-sand"
    >
      <FadeInPicture
        picture={image}
        sizes={sizes}
        // Phones show two columns of one upright shape; wider screens keep each picture's own shape.
        imgClassName="block aspect-[4/5] h-auto w-full object-cover sm:aspect-auto transition-transform duration-700 ease-(--ease-calm) motion-safe:group-hover:scale-[1.03]"
      />
      {series && (
        <span className="absolute bottom-2 left-2 bg-white/90 px-2 py-1 text-[0.625rem] font-semibold tracking-[0.16em] text-ink uppercase sm:bottom-3 sm:left-3 sm:px-3 sm:py-1.5 sm:text-[0.6875rem] sm:tracking-[0.2em]">
          {series}
        </span>
      )}
    </button>
  );
}
