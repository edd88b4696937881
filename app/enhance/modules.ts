import type { Enhance } from "./enhancement";

/**
 * Every enhancement module by the name the markup gives it in `data-enhance`. Each is a chunk of its own, so a
 * page loads only those its markup names.
 */
export const enhancementModules: Record<string, () => Promise<{ enhance: Enhance }>> = {
  header: () => import("./header"),
  "live-form": () => import("./live-form"),
  "quote-basket": () => import("./quote-basket"),
  "menu-drawer": () => import("./menu-drawer"),
  "inspiration-gallery": () => import("./inspiration-gallery"),
  "contact-form": () => import("./contact-form"),
  "deferred-frame": () => import("./deferred-frame"),
  "hash-scroll": () => import("./hash-scroll"),
  "image-fallback": () => import("./image-fallback"),
  "not-found": () => import("./not-found"),
  reveal: () => import("./reveal"),
  "scroll-arrow": () => import("./scroll-arrow"),
  "series-nav": () => import("./series-nav"),
};

/** The names of the enhancements the markup under `root` asks for, each once. */
export function enhancementsNamedIn(root: ParentNode): string[] {
  const names = [...root.querySelectorAll<HTMLElement>("[data-enhance]")].flatMap((element) =>
    (element.dataset.enhance ?? "").split(/\s+/),
  );
  return [...new Set(names)].filter((name) => {
    if (name in enhancementModules) return true;
    if (name) console.warn(`No enhancement module is called "${name}"`);
    return false;
  });
}
