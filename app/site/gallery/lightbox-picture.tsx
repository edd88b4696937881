import { useRef } from "react";
import type { GalleryImage } from "~/content/images";
import { cn } from "~/ui/cn";
import { Picture } from "../picture";
import { galleryFadeDuration, useImageLoaded } from "./use-image-loaded";

/** The lightbox's image at up to its largest rendition, fading in once loaded like the tiles. */
export function LightboxPicture({ image }: { image: GalleryImage }) {
  const ref = useRef<HTMLDivElement>(null);
  const loaded = useImageLoaded(ref);
  return (
    <div
      ref={ref}
      className={cn("motion-safe:transition-opacity", !loaded && "opacity-0")}
      style={{ transitionDuration: `${galleryFadeDuration}ms` }}
    >
      <Picture picture={image} sizes="90vw" priority className="block" imgClassName="block h-auto w-full" />
    </div>
  );
}
