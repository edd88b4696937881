import { preload } from "react-dom";
import { focusStyle, type Picture as PictureData, pictureSrc, pictureSrcSet } from "~/content/picture";

interface PictureProps {
  picture: PictureData;
  /** The `sizes` attribute: how wide the image is shown at each viewport width. */
  sizes: string;
  /** Above-the-fold images load at once with high priority; the rest lazy-load. */
  priority?: boolean;
  alt?: string;
  className?: string;
  imgClassName?: string;
}

/** A generated image as AVIF/WebP with srcset, explicit dimensions (no layout shift) and lazy loading. */
export function Picture({ picture, sizes, priority = false, alt, className, imgClassName }: PictureProps) {
  const fallbackWidth = picture.widths[Math.min(1, picture.widths.length - 1)] ?? picture.width;
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={pictureSrcSet(picture, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={pictureSrcSet(picture, "webp")} sizes={sizes} />
      <img
        src={pictureSrc(picture, fallbackWidth, "webp")}
        width={picture.width}
        height={picture.height}
        alt={alt ?? picture.alt}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : undefined}
        className={imgClassName}
        style={focusStyle(picture)}
      />
    </picture>
  );
}

/**
 * Asks for a full-width hero image at once, so it can be the page's first paint. Through React's own
 * preload the link is written at the top of the head, ahead of the scripts' modulepreloads (decision 041),
 * and only for a hero the page really shows.
 */
export function usePreloadedHero(picture: PictureData) {
  preload(pictureSrc(picture, picture.widths[0] ?? picture.width, "avif"), {
    as: "image",
    type: "image/avif",
    imageSrcSet: pictureSrcSet(picture, "avif"),
    imageSizes: "100vw",
    fetchPriority: "high",
  });
}
