import { type Enhance, inNextFrame, marked } from "./enhancement";

/** docs/product.md#constants: the header turns solid past 10 px of scroll. */
export const headerScrollThreshold = 10;

/** A header over a hero (`data-over-hero`) turns solid once the page is scrolled past the threshold. */
export const enhance: Enhance = (root) => {
  const headers = marked(root, "header").filter((header) => header.dataset.overHero === "true");
  const update = () => {
    const solid = String(window.scrollY > headerScrollThreshold);
    for (const header of headers) header.dataset.solid = solid;
  };
  const cancelFirstLook = inNextFrame(update);
  window.addEventListener("scroll", update, { passive: true });
  return () => {
    cancelFirstLook();
    window.removeEventListener("scroll", update);
  };
};
