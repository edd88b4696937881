import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import type { Picture as PictureData } from "~/content/picture";
import { cn } from "~/ui/cn";
import { Picture, usePreloadedHero } from "./picture";
import { heroScrollDuration, scrollToElement } from "~/ui/smooth-scroll";

interface HeroProps {
  picture: PictureData;
  title: string;
  subtitle?: string;
  eyebrow?: string;
  /** full: the whole screen (home); tall: 70vh (docs/product.md#constants). */
  size?: "full" | "tall";
  /** Id of the element the scroll-down arrow glides to. */
  scrollTarget?: string;
  scrollLabel?: string;
  children?: ReactNode;
}

/** The image hero that opens a page; the header floats transparent over it. */
export function Hero({
  picture,
  title,
  subtitle,
  eyebrow,
  size = "tall",
  scrollTarget,
  scrollLabel = "Scroll down to the content",
  children,
}: HeroProps) {
  usePreloadedHero(picture);
  return (
    <section
      className={cn(
        "relative isolate flex items-center overflow-hidden bg-night text-white",
        size === "full" ? "min-h-[100svh]" : "min-h-[70vh]",
      )}
    >
      <Picture
        picture={picture}
        sizes="100vw"
        priority
        // Chrome ignores an image that covers the whole viewport as a background, for LCP; one pixel
        // short of the full-height hero, the picture counts as the page's main content.
        className={cn("absolute inset-x-0 top-0 -z-10", size === "full" ? "bottom-px" : "bottom-0")}
        imgClassName="h-full w-full object-cover"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(180deg,rgb(0_0_0/0.5)_0%,rgb(0_0_0/0.18)_40%,rgb(0_0_0/0.55)_100%)]"
      />
      <div className="container-page pt-24 pb-20 text-center">
        {eyebrow && <p className="eyebrow text-white/85">{eyebrow}</p>}
        <h1
          className={cn(
            "mx-auto mt-4 max-w-5xl font-display leading-[1.02] font-medium text-balance",
            size === "full" ? "text-[3.4rem] sm:text-7xl lg:text-8xl 3xl:text-9xl" : "text-5xl sm:text-6xl lg:text-7xl",
          )}
        >
          {title}
        </h1>
        {subtitle && (
          <p className="mx-auto mt-6 max-w-2xl text-base leading-relaxed text-white/90 sm:text-lg">{subtitle}</p>
        )}
        {children && <div className="mt-10 flex flex-wrap justify-center gap-4">{children}</div>}
      </div>
      {scrollTarget && (
        <button
          type="button"
          aria-label={scrollLabel}
          onClick={() => {
            const target = document.getElementById(scrollTarget);
            if (target) scrollToElement(target, heroScrollDuration);
          }}
          className="absolute bottom-8 left-1/2 inline-flex h-12 w-12 -translate-x-1/2 items-center justify-center rounded-full border border-white/50 text-white transition-colors hover:bg-white hover:text-ink"
        >
          <ChevronDown aria-hidden="true" className="h-5 w-5 motion-safe:animate-bounce" />
        </button>
      )}
    </section>
  );
}
