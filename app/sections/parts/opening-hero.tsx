import type { ReactNode } from "react";

import type { PagePicture } from "~/content/picture";
import { Picture, usePreloadedHero } from "~/sections/parts/picture";
import { ScrollArrow } from "~/sections/parts/scroll-arrow";
import { ResponsiveImage } from "~/sections/parts/section-image";
import { cn } from "~/ui/cn";

interface HeroProps {
  /** One of the site's own pictures (art-directed and preloaded), else `imageUrl`: an upload. */
  picture?: PagePicture;
  imageUrl?: string;
  title: string;
  subtitle?: string;
  eyebrow?: string;
  /** full: the whole screen (home); tall: 70vh (docs/product.md#constants). */
  size?: "full" | "tall";
  /** The scroll-down arrow's name; with it, an arrow glides to whatever follows the hero. */
  scrollLabel?: string;
  /** The page's h1 unless the hero follows another section. */
  level?: 1 | 2;
  /** The section's id, for links to it. */
  anchor?: string;
  children?: ReactNode;
}

/** The image hero that opens a page; the header floats transparent over it. */
export function Hero({
  picture,
  imageUrl = "",
  title,
  subtitle,
  eyebrow,
  size = "tall",
  scrollLabel,
  level = 1,
  anchor,
  children,
}: HeroProps) {
  const Heading = level === 1 ? "h1" : "h2";
  // The home hero fills the screen: phones (a box narrower than 4:5) get its upright crop, the product
  // low and the headline above it. A tall hero on a phone stands as a picture above its text instead,
  // 44% of the screen high, about 10:9: phones get that cut of its frame (decision 214). `sizes` is the
  // width the covering image is drawn at in each case.
  const full = size === "full";
  const crop = full
    ? picture?.portrait && { picture: picture.portrait, media: "(max-aspect-ratio: 4/5)", sizes: "max(100vw, 50vh)" }
    : picture?.phone && { picture: picture.phone, media: "(max-width: 639px)", sizes: "max(100vw, 49vh)" };
  const sizes = full ? "max(100vw, 178vh)" : "(max-width: 639px) max(100vw, 79vh), max(100vw, 124vh)";
  usePreloadedHero(picture, sizes, crop);
  const pictureBox = "absolute inset-x-0 top-0 -z-10";
  return (
    <section
      id={anchor || undefined}
      className={cn(
        "relative isolate flex items-center overflow-hidden bg-night text-white",
        full ? "min-h-[100svh]" : "min-h-[70vh] max-sm:flex-col max-sm:items-stretch",
      )}
    >
      {picture ? (
        <Picture
          picture={picture}
          crop={crop}
          sizes={sizes}
          priority
          // Chrome ignores an image that covers the whole viewport as a background, for LCP; one pixel
          // short of the full-height hero, the picture counts as the page's main content.
          className={cn(pictureBox, full ? "bottom-px" : "bottom-0 max-sm:relative max-sm:block max-sm:h-[44svh]")}
          imgClassName={cn(
            "h-full w-full object-cover",
            crop && "[object-position:var(--focus)]",
            crop &&
              (full
                ? "[@media(max-aspect-ratio:4/5)]:[object-position:var(--focus-crop)]"
                : "max-sm:[object-position:var(--focus-crop)]"),
          )}
        />
      ) : (
        imageUrl && (
          <ResponsiveImage
            src={imageUrl}
            alt=""
            sizes="100vw"
            priority
            className={cn(pictureBox, "h-full w-full object-cover", full ? "bottom-px" : "bottom-0 max-sm:h-[44svh]")}
          />
        )
      )}
      {/* Shade only where the text stands: the top of the home hero on phones (over the calm wall above
          the product), the left on wider screens (the product stands on the right), a band for the header. */}
      <div
        aria-hidden="true"
        className={cn(
          "absolute inset-0 -z-10 sm:bg-[linear-gradient(90deg,rgb(0_0_0/0.5)_0%,rgb(0_0_0/0.28)_38%,transparent_62%),linear-gradient(180deg,rgb(0_0_0/0.3)_0%,transparent_22%)]",
          full
            ? "bg-[linear-gradient(180deg,rgb(0_0_0/0.5)_0%,rgb(0_0_0/0.2)_40%,transparent_65%)]"
            : "max-sm:bottom-auto max-sm:h-[44svh] max-sm:bg-[linear-gradient(180deg,rgb(0_0_0/0.35)_0%,transparent_30%)]",
        )}
      />
      <div
        className={cn(
          "container-page sm:pt-24 sm:pb-20",
          full ? "self-start pt-32 pb-24 sm:self-center" : "pt-10 pb-14 sm:pt-28",
        )}
      >
        <div className="max-w-xl lg:max-w-2xl">
          {eyebrow && <p className="eyebrow text-white/85">{eyebrow}</p>}
          <Heading
            className={cn(
              "mt-4 font-display leading-[1.02] font-medium text-balance",
              full ? "text-[3.2rem] sm:text-7xl lg:text-8xl" : "text-5xl sm:text-6xl lg:text-7xl",
            )}
          >
            {title}
          </Heading>
          {subtitle && (
            <p className="mt-6 max-w-lg text-base leading-relaxed text-pretty text-white/90 sm:text-lg">{subtitle}</p>
          )}
          {children && <div className="mt-10 flex flex-wrap gap-4">{children}</div>}
        </div>
      </div>
      {scrollLabel && <ScrollArrow label={scrollLabel} />}
    </section>
  );
}
