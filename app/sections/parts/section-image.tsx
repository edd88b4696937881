import { ImageOff } from "lucide-react";
import { type Ref, useEffect, useRef, useState } from "react";

import { currentImageUrl, focusStyle, pictureSrcSet } from "~/content/picture";
import { failedImageLabel } from "~/enhance/image-fallback";
import { mediaSrcSet } from "~/lib/media/media-variants";
import { imageLoading } from "~/sections/parts/image-loading";
import { cn } from "~/ui/cn";

import { useImageAlt, usePicture, useUploadFocalPoint } from "../page-images";

/** One name for the placeholder, drawn here or swapped in on a public page. */
export const imagePlaceholderLabel = failedImageLabel;

/**
 * Whether the image at `src` failed to load, and the ref and handler that find out: for the hydrated builder's
 * preview. On the public pages, which run no React, the image-fallback enhancement does it (decision 143).
 */
export function useImageFailure(src: string) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);
  // An image can fail before hydration, when React is not yet listening for its error event.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0 && typeof img.decode === "function") {
      img.decode().catch(() => setFailedSrc(src));
    }
  }, [src]);
  return { ref, failed: failedSrc === src, onError: () => setFailedSrc(src) };
}

interface ImageProps {
  src: string;
  /** Used when the picture is not one of the site's own, whose catalogue alt text wins. */
  alt: string;
  /** The picture only decorates what its link or caption already says: no alt text at all. */
  decorative?: boolean;
  /** How wide the image is shown at each viewport width. */
  sizes: string;
  /** Shape and fit: applied to the image, or to the placeholder in its place. */
  className?: string;
  priority?: boolean;
  /** A picture the section may go without: an empty address draws nothing (a broken one, the placeholder). */
  optional?: boolean;
}

/**
 * An image by address, with the best alt text known for it: the catalogue's for the site's own
 * pictures, the media library's for uploads, else `alt`. Both get their responsive WebP/AVIF sets, and any crop
 * of either keeps its focus (the catalogue's, or the upload's focal point) in view.
 */
export function ResponsiveImage({
  src,
  alt,
  decorative = false,
  sizes,
  className,
  priority = false,
  imgRef,
  onError,
  placeholderOnFailure = false,
}: Omit<ImageProps, "optional"> & {
  imgRef?: Ref<HTMLImageElement>;
  onError?: () => void;
  /** A picture that is not the site's own may fail: the public page then swaps in the placeholder. */
  placeholderOnFailure?: boolean;
}) {
  const picture = usePicture(src);
  const uploadAlt = useImageAlt(src);
  const uploadFocus = useUploadFocalPoint(src);
  const upload = picture ? null : mediaSrcSet(src, sizes);
  const sources = picture
    ? [
        { type: "image/avif", srcSet: pictureSrcSet(picture, "avif") },
        { type: "image/webp", srcSet: pictureSrcSet(picture, "webp") },
      ]
    : upload?.sources;
  const img = (
    <img
      ref={imgRef}
      src={upload?.src ?? currentImageUrl(src, picture)}
      alt={decorative ? "" : (picture?.alt ?? uploadAlt ?? alt)}
      width={picture?.width}
      height={picture?.height}
      {...imageLoading(priority)}
      onError={onError}
      data-enhance={placeholderOnFailure && !picture ? "image-fallback" : undefined}
      className={className}
      // The site's own pictures know where the product stands, uploads their focal point: crops keep it in view.
      style={focusStyle(picture?.focus ?? uploadFocus)}
    />
  );
  if (!sources) return img;
  return (
    <picture className="contents">
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}

/**
 * A section's or item's image (docs/product.md#routes 'A missing image shows a placeholder'): an empty or broken
 * address shows a placeholder of the same shape.
 */
export function SectionImage({ optional = false, ...props }: ImageProps) {
  const { ref, failed, onError } = useImageFailure(props.src);
  if (!props.src && optional) return null;
  if (!props.src || failed) return <ImagePlaceholder className={props.className} />;
  return <ResponsiveImage {...props} imgRef={ref} onError={onError} placeholderOnFailure />;
}

function ImagePlaceholder({ className }: { className?: string }) {
  return (
    <div
      role="img"
      aria-label={imagePlaceholderLabel}
      className={cn("flex items-center justify-center bg-sand text-muted", className)}
    >
      <ImageOff aria-hidden="true" className="h-8 w-8" strokeWidth={1.25} />
    </div>
  );
}

/** A card's portrait picture in a grid of three, on sand while it loads; `className` adds to the image's own. */
export function CardPicture({ src, alt, className }: { src: string; alt: string; className?: string }) {
  return (
    <div className="overflow-hidden bg-sand">
      <SectionImage
        src={src}
        alt={alt}
        sizes="(min-width: 1024px) 30vw, (min-width: 640px) 46vw, 92vw"
        className={cn("aspect-[4/5] w-full object-cover", className)}
      />
    </div>
  );
}

/** The picture beside a section's words: half of a wide screen, portrait there and on phones, landscape between. */
export function SidePicture({ src, className }: { src: string; className?: string }) {
  return (
    <SectionImage
      src={src}
      alt=""
      sizes="(min-width: 1024px) 45vw, 92vw"
      className={cn("aspect-[4/5] w-full object-cover sm:aspect-[4/3] lg:aspect-[4/5]", className)}
    />
  );
}
