import { type Enhance, marked } from "./enhancement";
import { scrollBehavior } from "./smooth-scroll";

/** docs/product.md#constants: the collection page waits 100 ms before it scrolls to the series named in the hash. */
export const hashScrollDelay = 100;

/**
 * How the page was loaded: the address it was loaded at (a link within the page since then changes `location`, not
 * this) and whether through the history (Back, Forward).
 */
const arrival = () => performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;

/**
 * docs/product.md#routes Collection: on load the page starts at the top, then glides to the element named in the
 * URL hash, if any; a hash that names nothing is reported. The target's scroll margin keeps it clear of the fixed
 * header. Once per page: the builder's preview enhances its sections again after every edit. A visitor who followed
 * a link within the page before this arrived (the modules load once the page is on screen, decision 214) is left
 * where that link took them, and one who came back to the page (Back, Forward) where the browser put them back.
 */
export const enhance: Enhance = (root) => {
  const fresh = marked(root, "hash-scroll").filter((element) => !element.dataset.hashScrolled);
  if (!fresh.length) return () => {};
  for (const element of fresh) element.dataset.hashScrolled = "true";
  const loaded = arrival();
  if ((loaded?.name ?? window.location.href) !== window.location.href || loaded?.type === "back_forward")
    return () => {};
  window.scrollTo(0, 0);
  const id = decodeURIComponent(window.location.hash.slice(1));
  if (!id) return () => {};
  const timer = setTimeout(() => {
    const target = document.getElementById(id);
    if (!target) {
      console.warn(`Collection: the hash #${id} names no element on this page`);
      return;
    }
    target.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
  }, hashScrollDelay);
  return () => clearTimeout(timer);
};
