import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { useId } from "react";

import { gallery } from "~/content/gallery";
import { FadeIn } from "~/sections/inspiration-gallery/parts/fade-in";

const controlClass =
  "inline-flex h-12 w-12 items-center justify-center rounded-full border border-white/40 text-white transition-colors hover:bg-white hover:text-ink focus-visible:outline-white";

/** The previous or next image's button: at the foot of a phone's screen, halfway down a wider one. */
function StepButton({ step }: { step: -1 | 1 }) {
  const Icon = step < 0 ? ChevronLeft : ChevronRight;
  const corner = step < 0 ? "bottom-5 left-5" : "right-5 bottom-5";
  return (
    <button
      type="button"
      data-step={String(step)}
      aria-label={step < 0 ? "Previous image" : "Next image"}
      className={`${controlClass} fixed ${corner} sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2`}
    >
      <Icon aria-hidden="true" className="h-5 w-5" />
    </button>
  );
}

/**
 * The lightbox's frame (docs/product.md#routes, #states): the selected image large, with its caption and product,
 * and the close, previous and next buttons. The inspiration-gallery enhancement fills it with the picture of the tile
 * that opened it and opens it as a modal <dialog>; it closes on the backdrop, the close button and Escape.
 */
export function Lightbox() {
  const titleId = useId();
  return (
    <dialog
      aria-labelledby={titleId}
      data-lightbox
      className="modal bg-night/95 text-white backdrop-blur-sm open:animate-[fade-in_300ms]"
    >
      {/* First, so that opening the lightbox puts the focus on it (the dialog focuses its first control). */}
      <form method="dialog">
        <button
          type="submit"
          aria-label={gallery.lightbox.closeLabel}
          className={`${controlClass} fixed top-4 right-4`}
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      </form>
      {/* Centred without a transform: a transform would become the frame of the fixed controls inside. */}
      <figure className="absolute inset-0 m-auto h-fit w-[min(90vw,calc((100svh_-_15rem)_*_var(--ratio,1)))] sm:w-[min(calc(100vw_-_10rem),calc((100svh_-_12.5rem)_*_var(--ratio,1)))]">
        {/* The enhancement puts a copy of the tile's picture here, its sources sized 90vw and loaded at once. */}
        <FadeIn className="[&_img]:block [&_img]:h-auto [&_img]:w-full" />
        <figcaption aria-live="polite" className="mt-4">
          <div className="flex items-baseline justify-between gap-6">
            <p data-lightbox-product className="eyebrow text-sand" />
            <p className="text-sm text-white/75 tabular-nums">
              Image <span data-lightbox-position /> of <span data-lightbox-count />
            </p>
          </div>
          {/* eslint-disable-next-line jsx-a11y/heading-has-content -- the gallery module writes the picture's title here
              before it opens the dialog; closed, the heading is never read. */}
          <h2
            id={titleId}
            data-lightbox-title
            className="mt-2 max-w-3xl font-display text-xl leading-snug sm:text-2xl"
          />
          {/* Shop the look: the page of the product the picture shows, when the picture names one. */}
          <a
            data-lightbox-shop
            href="/collection"
            hidden
            className="mt-3 inline-block text-sm font-semibold tracking-[0.08em] text-sand underline underline-offset-4 hover:text-white"
          >
            Shop the look: <span data-lightbox-shop-label />
          </a>
        </figcaption>
      </figure>
      <StepButton step={-1} />
      <StepButton step={1} />
    </dialog>
  );
}
