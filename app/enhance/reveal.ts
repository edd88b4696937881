import { type Enhance, marked, reducedMotion } from "./enhancement";

/** docs/product.md#constants: a section is revealed once 10 % of it is in view. */
export const revealThreshold = 0.1;

/**
 * Scroll reveal (docs/product.md#states, decision 141). The server draws every `.reveal` visible. This hides only
 * those that are off screen when it first looks (`data-visible="false"`, styled in app/styles/tepore.css), so nothing already in
 * view blinks, and shows each for good once a tenth of it is in view. Reduced motion hides nothing.
 */
export const enhance: Enhance = (root) => {
  const pending = marked(root, "reveal").filter((element) => element.dataset.visible !== "true");
  if (!pending.length || reducedMotion() || !("IntersectionObserver" in window)) return () => {};
  const observer = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting, intersectionRatio } of entries) {
        const element = target as HTMLElement;
        const firstLook = element.dataset.visible === undefined;
        if (isIntersecting && (firstLook || intersectionRatio >= revealThreshold)) {
          element.dataset.visible = "true";
          observer.unobserve(element);
        } else if (firstLook) element.dataset.visible = "false";
      }
    },
    { threshold: revealThreshold },
  );
  for (const element of pending) observer.observe(element);
  return () => observer.disconnect();
};
