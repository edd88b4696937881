import { type Enhance, marked } from "./enhancement";
import { scrollToElement } from "./smooth-scroll";

/** docs/product.md#constants: the hero's scroll-down animation lasts 800 ms. */
export const heroScrollDuration = 800;

const glide = (event: Event) => {
  const next = (event.currentTarget as HTMLElement).closest("section")?.nextElementSibling;
  if (next) scrollToElement(next, heroScrollDuration);
};

/**
 * A hero's scroll-down arrow (docs/product.md#routes Home) glides to whatever follows the hero. The server draws it
 * hidden, as without a script it could do nothing (decision 142); `data-ready` shows it.
 */
export const enhance: Enhance = (root) => {
  const arrows = marked(root, "scroll-arrow");
  for (const arrow of arrows) {
    arrow.addEventListener("click", glide);
    arrow.dataset.ready = "true";
  }
  return () => arrows.forEach((arrow) => arrow.removeEventListener("click", glide));
};
