import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { type CSSProperties, type RefObject, useId } from "react";
import { gallery } from "~/content/gallery";
import type { GalleryPicture } from "~/content/picture";
import { Modal } from "~/ui/modal";
import { FadeInPicture } from "~/sections/inspiration-gallery/parts/fade-in-picture";

interface LightboxProps {
  /** The images of the current filter, which previous and next step through. */
  images: readonly GalleryPicture[];
  /** The image shown; the lightbox is closed while it is null. */
  selectedId: string | null;
  onSelect: (id: string) => void;
  onClose: () => void;
  /** The tile that opened the lightbox: focus returns to it on close. */
  opener: RefObject<HTMLElement | null>;
}

const controlClass =
  "inline-flex h-12 w-12 items-center justify-center rounded-full border border-white/40 text-white transition-colors hover:bg-white hover:text-ink focus-visible:outline-white";

/** The selected image large, with its caption and product; closes on backdrop, close button and Escape (docs/product.md#routes, #states). */
export function Lightbox({ images, selectedId, onSelect, onClose, opener }: LightboxProps) {
  const index = images.findIndex((image) => image.id === selectedId);
  const image = images[index];
  const step = (by: number) => {
    const next = images[(index + by + images.length) % images.length];
    if (next) onSelect(next.id);
  };
  const product = image?.product;
  const titleId = useId();
  const close = () => {
    onClose();
    // The dialog has no single trigger; the tile that opened it gets focus back.
    opener.current?.focus();
  };
  return (
    <Modal
      open={image !== undefined}
      onClose={close}
      labelledBy={titleId}
      onKeyDown={(event) => {
        if (event.key === "ArrowLeft") step(-1);
        if (event.key === "ArrowRight") step(1);
      }}
      className="bg-night/95 text-white backdrop-blur-sm open:animate-[fade-in_300ms]"
    >
      {image && (
        <>
          {/* Centred without a transform: a transform would become the frame of the fixed controls inside. */}
          <figure
            style={{ "--ratio": image.width / image.height } as CSSProperties}
            className="absolute inset-0 m-auto h-fit w-[min(90vw,calc((100svh_-_13rem)_*_var(--ratio)))] sm:w-[min(calc(100vw_-_10rem),calc((100svh_-_10rem)_*_var(--ratio)))]"
          >
            <FadeInPicture key={image.id} picture={image} sizes="90vw" priority imgClassName="block h-auto w-full" />
            <figcaption aria-live="polite" className="mt-4">
              <div className="flex items-baseline justify-between gap-6">
                <p className="eyebrow text-sand">{product}</p>
                <p className="text-sm text-white/75 tabular-nums">
                  Image {index + 1} of {images.length}
                </p>
              </div>
              <h2 id={titleId} className="mt-2 max-w-3xl font-display text-xl leading-snug sm:text-2xl">
                {image.alt}
              </h2>
            </figcaption>
          </figure>
          <button
            type="button"
            onClick={close}
            aria-label={gallery.lightbox.closeLabel}
            className={`${controlClass} fixed top-4 right-4`}
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
          {images.length > 1 && (
            <>
              <button
                type="button"
                aria-label="Previous image"
                onClick={() => step(-1)}
                className={`${controlClass} fixed bottom-5 left-5 sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2`}
              >
                <ChevronLeft aria-hidden="true" className="h-5 w-5" />
              </button>
              <button
                type="button"
                aria-label="Next image"
                onClick={() => step(1)}
                className={`${controlClass} fixed right-5 bottom-5 sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2`}
              >
                <ChevronRight aria-hidden="true" className="h-5 w-5" />
              </button>
            </>
          )}
        </>
      )}
    </Modal>
  );
}
