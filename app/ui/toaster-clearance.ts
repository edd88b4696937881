import { useCallback } from "react";

/** The gap kept between a toast and the bar it clears. */
const gap = 8;

/**
 * A ref for a bar of actions stuck to the bottom of the screen that keeps toasts clear of it: while the bar's top
 * edge is in the lower half of the window, `--toaster-clearance` is the height from that edge to the bottom of
 * the window, and the toaster (app/ui/toaster.tsx) lifts its toasts by that much. A bar higher up (a short page)
 * leaves the toasts where they are, below it.
 */
export function useToasterClearance(): (bar: HTMLElement | null) => (() => void) | undefined {
  return useCallback((bar: HTMLElement | null) => {
    if (!bar) return undefined;
    const root = document.documentElement;
    const update = () => {
      const top = bar.getBoundingClientRect().top;
      const lowerHalf = top > window.innerHeight / 2 && top < window.innerHeight;
      root.style.setProperty("--toaster-clearance", `${lowerHalf ? Math.ceil(window.innerHeight - top + gap) : 0}px`);
    };
    update();
    const resized = new ResizeObserver(update);
    resized.observe(bar);
    resized.observe(document.body);
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      resized.disconnect();
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
      root.style.removeProperty("--toaster-clearance");
    };
  }, []);
}
