import type { CSSProperties } from "react";
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
  /** Art direction: another crop of the same picture where `media` matches (phone heroes). */
  portrait?: { picture: PictureData; media: string; sizes: string };
}

/**
 * A generated image as AVIF with srcset, explicit dimensions (no layout shift) and lazy loading. A browser without
 * AVIF (a few per cent, decision 194) shows the WebP of the middle width: no second srcset in every page's HTML.
 */
export function Picture({ picture, sizes, priority = false, alt, className, imgClassName, portrait }: PictureProps) {
  const fallbackWidth = picture.widths[Math.min(1, picture.widths.length - 1)] ?? picture.width;
  return (
    <picture className={className}>
      {portrait && (
        <source
          media={portrait.media}
          type="image/avif"
          srcSet={pictureSrcSet(portrait.picture, "avif")}
          sizes={portrait.sizes}
        />
      )}
      <source type="image/avif" srcSet={pictureSrcSet(picture, "avif")} sizes={sizes} />
      <img
        src={pictureSrc(picture, fallbackWidth, "webp")}
        width={picture.width}
        height={picture.height}
        alt={alt ?? picture.alt}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : undefined}
        className={imgClassName}
        // With a second crop the focus changes with the media query: the caller's classes pick
        // var(--focus) or var(--focus-portrait) (an inline object-position would beat any class).
        style={
          portrait
            ? ({
                "--focus": focusStyle(picture.focus)?.objectPosition ?? "50% 50%",
                "--focus-portrait": focusStyle(portrait.picture.focus)?.objectPosition ?? "50% 50%",
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
export function usePreloadedHero(
  picture: PictureData | undefined,
  sizes: string,
  portrait?: { picture: PictureData; media: string; sizes: string },
) {
  if (!picture) return;
  // Each crop is preloaded only where it is the one shown, so a phone fetches one hero, not two.
  const crops = portrait
    ? [
        { picture: portrait.picture, sizes: portrait.sizes, media: portrait.media },
        { picture, sizes, media: `not all and ${portrait.media}` },
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
