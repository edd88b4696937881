import type { Section } from "~/lib/page-model";

/**
 * Whether sections open with a full-width hero over a picture: then the fixed header may float
 * transparent over it, as it does over the designed pages' heroes.
 */
export function startsWithPictureHero(sections: readonly Section[]): boolean {
  const first = sections[0];
  return first?.type === "hero" && first.layout === "full-width" && first.imageUrl !== "";
}
