import type { GalleryPicture } from "~/content/picture";
import { FadeIn } from "~/sections/inspiration-gallery/parts/fade-in";
import { Picture } from "~/sections/parts/picture";

interface GalleryTileProps {
  image: GalleryPicture;
  /** The `sizes` of the image: how wide the grid shows this tile. */
  sizes: string;
}

/**
 * A gallery image as a button, labelled with its series, that opens the lightbox once the page's script runs (it
 * then says so with `aria-haspopup`). The lightbox names the product it reads here.
 */
export function GalleryTile({ image, sizes }: GalleryTileProps) {
  const { series } = image;
  return (
    <button
      type="button"
      data-product={image.product}
      data-shop-href={image.shop?.href}
      data-shop-label={image.shop?.label}
      className="group relative block w-full overflow-hidden bg-sand"
    >
      <FadeIn>
        <Picture
          picture={image}
          sizes={sizes}
          // Phones show two columns of one upright shape; wider screens keep each picture's own shape, known from its
          // width and height before it loads.
          imgClassName="block h-auto w-full object-cover max-sm:aspect-[4/5] transition-transform duration-700 ease-(--ease-calm) motion-safe:group-hover:scale-[1.03]"
        />
      </FadeIn>
      {series && (
        <span className="absolute bottom-2 left-2 bg-white/90 px-2 py-1 text-[0.625rem] font-semibold tracking-[0.16em] text-ink uppercase sm:bottom-3 sm:left-3 sm:px-3 sm:py-1.5 sm:text-[0.6875rem] sm:tracking-[0.2em]">
          {series}
        </span>
      )}
    </button>
  );
}
