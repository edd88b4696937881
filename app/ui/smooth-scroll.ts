/** docs/product.md#constants: the hero's scroll-down animation lasts 800 ms. */
export const heroScrollDuration = 800;

export function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/** Scrolls the window so `element` sits at the top, animated over `duration` ms (instantly with reduced motion). */
export function scrollToElement(element: Element, duration: number): void {
  const start = window.scrollY;
  const target = element.getBoundingClientRect().top + start;
  if (duration <= 0 || prefersReducedMotion()) {
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
