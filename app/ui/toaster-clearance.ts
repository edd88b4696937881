import { useCallback } from "react";

/** The gap kept between a toast and the bar it clears. */
const gap = 8;

/** The bars on screen now: the builder's action bar, and a dialog's buttons over it. */
const bars = new Set<HTMLElement>();

/** How far above the window's bottom a bar's top edge is, when that edge is in the lower half of the window. */
function clearanceFor(bar: HTMLElement): number {
  const top = bar.getBoundingClientRect().top;
  return top > window.innerHeight / 2 && top < window.innerHeight ? Math.ceil(window.innerHeight - top + gap) : 0;
}

function update() {
  const clearance = Math.max(0, ...[...bars].map(clearanceFor));
  document.documentElement.style.setProperty("--toaster-clearance", `${clearance}px`);
}

const resized = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(update);

/**
 * A ref for a bar of buttons along the bottom of the screen that keeps toasts clear of it: `--toaster-clearance` is
 * the height from the highest such bar's top edge to the bottom of the window (bars whose top edge is in the lower
 * half only), and the toaster (app/ui/toaster.tsx) lifts its toasts by that much. A bar higher up (a short page)
 * leaves the toasts where they are, below it.
 */
export function useToasterClearance(): (bar: HTMLElement | null) => (() => void) | undefined {
  return useCallback((bar: HTMLElement | null) => {
    if (!bar) return undefined;
    if (bars.size === 0) {
      window.addEventListener("scroll", update, { passive: true });
      window.addEventListener("resize", update);
      resized?.observe(document.body);
    }
    bars.add(bar);
    resized?.observe(bar);
    update();
    return () => {
      bars.delete(bar);
      resized?.unobserve(bar);
      if (bars.size > 0) return update();
      resized?.disconnect();
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
      document.documentElement.style.removeProperty("--toaster-clearance");
    };
  }, []);
}
