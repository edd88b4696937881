import { reducedMotion } from "./enhancement";

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/** Scrolls the window so `element` sits at the top, animated over `duration` ms (at once with reduced motion). */
export function scrollToElement(element: Element, duration: number): void {
  const start = window.scrollY;
  const target = element.getBoundingClientRect().top + start;
  if (duration <= 0 || reducedMotion()) {
    window.scrollTo(0, target);
    return;
  }
  const startedAt = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - startedAt) / duration);
    window.scrollTo(0, start + (target - start) * easeInOutCubic(progress));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** How `scrollIntoView` should move for this visitor. */
export const scrollBehavior = (): ScrollBehavior => (reducedMotion() ? "instant" : "smooth");
