import { type Enhance, marked } from "./enhancement";
import { scrollBehavior } from "./smooth-scroll";

/** docs/product.md#constants: the collection page waits 100 ms before it scrolls to the series named in the hash. */
export const hashScrollDelay = 100;

/** The address the page was loaded at: a link within the page since then changes `location`, not this. */
const arrivedAt = () => performance.getEntriesByType("navigation")[0]?.name ?? window.location.href;

/**
 * docs/product.md#routes Collection: on load the page starts at the top, then glides to the element named in the
 * URL hash, if any; a hash that names nothing is reported. The target's scroll margin keeps it clear of the fixed
 * header. Once per page: the builder's preview enhances its sections again after every edit. A visitor who followed
 * a link within the page before this arrived (the modules load once the page is on screen, decision 214) is left
 * where that link took them.
 */
export const enhance: Enhance = (root) => {
  const fresh = marked(root, "hash-scroll").filter((element) => !element.dataset.hashScrolled);
  if (!fresh.length) return () => {};
  for (const element of fresh) element.dataset.hashScrolled = "true";
  if (arrivedAt() !== window.location.href) return () => {};
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
