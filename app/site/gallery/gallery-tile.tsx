import { type GalleryImage, productNameByGalleryId } from "~/content/images";
import { FadeInPicture } from "./fade-in-picture";

interface GalleryTileProps {
  image: GalleryImage;
  /** The `sizes` of the image: how wide the grid shows this tile. */
  sizes: string;
  onOpen: (opener: HTMLButtonElement) => void;
}

/** A gallery image as a button that opens the lightbox, labelled with its product where known. */
export function GalleryTile({ image, sizes, onOpen }: GalleryTileProps) {
  const product = productNameByGalleryId[image.id];
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
        imgClassName="block h-auto w-full transition-transform duration-700 ease-(--ease-calm) motion-safe:group-hover:scale-[1.03]"
      />
      {product && (
        <span className="absolute bottom-3 left-3 bg-white/90 px-3 py-1.5 text-[0.6875rem] font-semibold tracking-[0.2em] text-ink uppercase">
          {product}
        </span>
      )}
    </button>
  );
}
