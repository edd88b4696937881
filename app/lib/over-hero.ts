import type { Section } from "~/lib/page-model";

/**
 * Whether sections open with a picture hero: the designed pages' hero (always on a dark ground), or a full-width
 * hero over a picture. Then the fixed header may float transparent over it.
 */
export function startsWithPictureHero(sections: readonly Section[]): boolean {
  const first = sections[0];
  if (first?.type === "page-hero") return true;
  return first?.type === "hero" && first.layout === "full-width" && first.imageUrl !== "";
}
