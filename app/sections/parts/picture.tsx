import type { CSSProperties } from "react";
import { preload } from "react-dom";

import { focusStyle, type Picture as PictureData, pictureSrc, pictureSrcSet } from "~/content/picture";
import { imageLoading } from "~/sections/parts/image-loading";

interface PictureProps {
  picture: PictureData;
  /** The `sizes` attribute: how wide the image is shown at each viewport width. */
  sizes: string;
  /** Above-the-fold images load at once with high priority; the rest lazy-load. */
  priority?: boolean;
  alt?: string;
  className?: string;
  imgClassName?: string;
  /** Art direction: another crop of the same picture where `media` matches (phone heroes). */
  crop?: Crop;
}

/** A crop of a picture, the one shown where `media` matches, drawn `sizes` wide. */
interface Crop {
  picture: PictureData;
  media: string;
  sizes: string;
}

/**
 * A generated image as AVIF with srcset, explicit dimensions (no layout shift) and lazy loading. A browser without
 * AVIF (a few per cent, decision 194) shows the WebP of the middle width: no second srcset in every page's HTML.
 */
export function Picture({ picture, sizes, priority = false, alt, className, imgClassName, crop }: PictureProps) {
  const fallbackWidth = picture.widths[Math.min(1, picture.widths.length - 1)] ?? picture.width;
  return (
    <picture className={className}>
      {crop && (
        <source media={crop.media} type="image/avif" srcSet={pictureSrcSet(crop.picture, "avif")} sizes={crop.sizes} />
      )}
      <source type="image/avif" srcSet={pictureSrcSet(picture, "avif")} sizes={sizes} />
      <img
        src={pictureSrc(picture, fallbackWidth, "webp")}
        width={picture.width}
        height={picture.height}
        alt={alt ?? picture.alt}
        {...imageLoading(priority)}
        className={imgClassName}
        // With a second crop the focus changes with the media query: the caller's classes pick
        // var(--focus) or var(--focus-crop) (an inline object-position would beat any class).
        style={
          crop
            ? ({
                "--focus": focusStyle(picture.focus)?.objectPosition ?? "50% 50%",
                "--focus-crop": focusStyle(crop.picture.focus)?.objectPosition ?? "50% 50%",
              } as CSSProperties)
            : focusStyle(picture.focus)
        }
      />
    </picture>
  );
}

/**
 * Asks for a full-width hero image at once, so it can be the page's first paint. Through React's own
 * preload the link is written at the top of the head, ahead of the scripts' modulepreloads (decision 041),
 * and only for a hero the page really shows.
 */
export function usePreloadedHero(picture: PictureData | undefined, sizes: string, crop?: Crop) {
  if (!picture) return;
  // Each crop is preloaded only where it is the one shown, so a phone fetches one hero, not two.
  const crops = crop
    ? [
        { picture: crop.picture, sizes: crop.sizes, media: crop.media },
        { picture, sizes, media: `not all and ${crop.media}` },
      ]
    : [{ picture, sizes, media: undefined }];
  for (const crop of crops) {
    preload(pictureSrc(crop.picture, crop.picture.widths[0] ?? crop.picture.width, "avif"), {
      as: "image",
      type: "image/avif",
      imageSrcSet: pictureSrcSet(crop.picture, "avif"),
      imageSizes: crop.sizes,
      fetchPriority: "high",
      media: crop.media,
    });
  }
}
