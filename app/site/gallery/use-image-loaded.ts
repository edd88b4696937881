import { type RefObject, useLayoutEffect, useState } from "react";

/** SPEC §9: a gallery image fades in over 500 ms once it has loaded. */
export const galleryFadeDuration = 500;

/**
 * Whether the image inside `container` has loaded. It starts as true so the server's HTML (and a visit
 * without JavaScript) shows every image; before the first paint on the client it turns false for an
 * image still on its way, which then fades in on load.
 */
export function useImageLoaded(container: RefObject<HTMLElement | null>): boolean {
  const [loaded, setLoaded] = useState(true);
  useLayoutEffect(() => {
    const img = container.current?.querySelector("img");
    // `complete` is also true for a broken image, which must not stay hidden.
    if (!img || img.complete) return;
    setLoaded(false);
    const show = () => setLoaded(true);
    img.addEventListener("load", show);
    img.addEventListener("error", show);
    return () => {
      img.removeEventListener("load", show);
      img.removeEventListener("error", show);
    };
  }, [container]);
  return loaded;
}
