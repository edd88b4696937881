import { type ComponentProps, type RefObject, useLayoutEffect, useRef, useState } from "react";
import { cn } from "~/ui/cn";
import { Picture } from "~/sections/parts/picture";

/** docs/product.md#constants: a gallery image fades in over 500 ms once it has loaded. */
const galleryFadeDuration = 500;

/** A picture that fades in once its image has loaded; with reduced motion it simply appears. */
export function FadeInPicture({ className, ...picture }: ComponentProps<typeof Picture>) {
  const ref = useRef<HTMLDivElement>(null);
  const loaded = useImageLoaded(ref);
  return (
    <div
      ref={ref}
      className={cn("motion-safe:transition-opacity", !loaded && "opacity-0", className)}
      style={{ transitionDuration: `${galleryFadeDuration}ms` }}
    >
      <Picture {...picture} />
    </div>
  );
}

/**
 * Whether the image inside `container` has loaded. It starts as true so the server's HTML (and a visit
 * without JavaScript) shows every image; before the first paint on the client it turns false for an
 * image still on its way, which then fades in on load.
 */
function useImageLoaded(container: RefObject<HTMLElement | null>): boolean {
  const [loaded, setLoaded] = useState(true);
  useLayoutEffect(() => {
    const img = container.current?.querySelector("img");
    // `complete` is also true for a broken image, which must not stay hidden.
    if (!img || img.complete) return;
    // The image's loading state lives in the DOM, which is read here before the first paint.
    // eslint-disable-next-line react-hooks/set-state-in-effect
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
