import type { ReactNode } from "react";

import { cn } from "~/ui/cn";

/** docs/product.md#constants: a gallery image fades in over 500 ms once it has loaded. */
const galleryFadeDuration = 500;

/**
 * The frame of a gallery picture, which fades in once its image has loaded (docs/product.md#routes Gallery). The
 * server draws it shown, so a visit without JavaScript sees every image; the inspiration-gallery enhancement marks
 * it `data-loading` while its image is on its way. With reduced motion the image simply appears.
 */
export function FadeIn({ className, children }: { className?: string; children?: ReactNode }) {
  return (
    <div
      data-fade-in
      className={cn("motion-safe:transition-opacity data-loading:opacity-0", className)}
      style={{ transitionDuration: `${galleryFadeDuration}ms` }}
    >
      {children}
    </div>
  );
}
