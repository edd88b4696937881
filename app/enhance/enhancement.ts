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
