import { ImageOff } from "lucide-react";
import { useEffect, useRef, useState } from "react";

import { type FocalPoint, objectPosition } from "~/lib/media/media-item";
import { mediaSrcSet } from "~/lib/media/media-variants";
import { cn } from "~/ui/cn";

interface MediaImageProps {
  /** A media url (or any image address a section may hold). */
  url: string;
  alt: string;
  /** How wide the image is shown, as in the `sizes` attribute; picks the variant to load. */
  sizes?: string;
  className?: string;
  loading?: "lazy" | "eager";
  /** Where a crop (`object-fit: cover`) keeps the picture in view, as the public pages do (decision 167). */
  focalPoint?: FocalPoint;
}

/**
 * Shows an image by its url: an upload through its WebP/AVIF variants, anything else as it is, and a
 * placeholder when there is no url or the image cannot be loaded (docs/product.md#states, #messages 'Broken media image').
 */
export function MediaImage({ url, alt, sizes = "100vw", className, loading = "lazy", focalPoint }: MediaImageProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const broken = failedUrl === url;
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // An image that failed before React attached its handler (server-rendered pages) is caught here;
    // decode() tells a broken image from an SVG that merely has no intrinsic width.
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) element.decode().catch(() => setFailedUrl(url));
  }, [url]);

  if (!url || broken) {
    return (
      <span
        role="img"
        aria-label={alt ? `${alt} (image not available)` : "Image not available"}
        className={cn(
          "flex flex-col items-center justify-center gap-1.5 bg-linen p-3 text-center text-xs text-muted",
          className,
        )}
      >
        <ImageOff aria-hidden="true" className="h-6 w-6 text-stone" strokeWidth={1.5} />
        <span aria-hidden="true">Image not available</span>
      </span>
    );
  }
  const responsive = mediaSrcSet(url, sizes);
  const img = (
    <img
      ref={image}
      src={responsive?.src ?? url}
      alt={alt}
      loading={loading}
      decoding="async"
      onError={() => setFailedUrl(url)}
      className={className}
      style={focalPoint && { objectPosition: objectPosition(focalPoint) }}
    />
  );
  if (!responsive) return img;
  return (
    <picture className="contents">
      {responsive.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={responsive.sizes} />
      ))}
      {img}
    </picture>
  );
}
