import { useRef } from "react";
import type { GalleryImage } from "~/content/images";
import { productNameByGalleryId } from "~/content/images";
import { cn } from "~/ui/cn";
import { Picture } from "../picture";
import { galleryFadeDuration, useImageLoaded } from "./use-image-loaded";

/** One column at 390 px, two on a tablet, three on a desktop, four from 1920 px. */
export const galleryTileSizes = "(min-width: 1920px) 28rem, (min-width: 1024px) 30vw, (min-width: 640px) 46vw, 92vw";

interface GalleryTileProps {
  image: GalleryImage;
  onOpen: (opener: HTMLButtonElement) => void;
}

/** A gallery image as a button that opens the lightbox, labelled with its product where known. */
export function GalleryTile({ image, onOpen }: GalleryTileProps) {
  const pictureRef = useRef<HTMLDivElement>(null);
  const loaded = useImageLoaded(pictureRef);
  const product = productNameByGalleryId[image.id];
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={(event) => onOpen(event.currentTarget)}
      className="group relative block w-full overflow-hidden bg-sand text-left"
    >
      <div
        ref={pictureRef}
        className={cn("motion-safe:transition-opacity", !loaded && "opacity-0")}
        style={{ transitionDuration: `${galleryFadeDuration}ms` }}
      >
        <Picture
          picture={image}
          sizes={galleryTileSizes}
          className="block"
          imgClassName="block h-auto w-full transition-transform duration-700 ease-(--ease-calm) motion-safe:group-hover:scale-[1.03]"
        />
      </div>
      {product && (
        <span className="absolute bottom-3 left-3 bg-white/90 px-3 py-1.5 text-[0.6875rem] font-semibold tracking-[0.2em] text-ink uppercase">
          {product}
        </span>
      )}
    </button>
  );
}
