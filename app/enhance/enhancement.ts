/**
 * What every enhancement module exports (decision 140): `enhance` finds its markup under `root` (marked
 * `data-enhance="<name>"` by the server-rendered page), adds the behaviour and answers how to take it off again
 * (the builder's preview re-renders its sections and enhances them anew).
 */
export type Enhance = (root: ParentNode) => () => void;

/** The elements under `root` that ask for the enhancement `name`. */
export function marked<E extends HTMLElement = HTMLElement>(root: ParentNode, name: string): E[] {
  return [...root.querySelectorAll<E>(`[data-enhance~="${name}"]`)];
}

/** True when the visitor asked for less motion: enhancements then jump instead of glide and fade. */
export const reducedMotion = (): boolean => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * Runs `look` in the next frame, just before the browser lays the page out for it. A module that reads the layout as
 * it starts (the scroll position, a box) would otherwise make the browser lay the page out there and then, while
 * the other modules' changes are pending, a long task on a slow phone. Answers how to cancel it.
 */
export function inNextFrame(look: () => void): () => void {
  const frame = requestAnimationFrame(look);
  return () => cancelAnimationFrame(frame);
}

type Handlers = { [K in keyof HTMLElementEventMap]?: (event: HTMLElementEventMap[K]) => void };

/** Listens to an element's events, by name; the function it returns stops all of them. */
export function listen(target: HTMLElement, handlers: Handlers): () => void {
  const listening = new AbortController();
  for (const [type, handler] of Object.entries(handlers)) {
    target.addEventListener(type, handler as EventListener, { signal: listening.signal });
  }
  return () => listening.abort();
}
