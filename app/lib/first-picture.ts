import type { Section } from "./page-model";
import { sectionPictures } from "./section-pictures";

/**
 * The first picture on a page, in reading order (a section's own, then its items'): what link previews show while
 * the page has no social image chosen (docs/decisions/157). Only pictures on this site, so the preview can load them.
 */
export function firstPicture(sections: readonly Pick<Section, "imageUrl" | "items">[]): string | null {
  for (const section of sections) {
    const url = sectionPictures(section).find((candidate) => candidate.startsWith("/") && !candidate.startsWith("//"));
    if (url) return url;
  }
  return null;
}
