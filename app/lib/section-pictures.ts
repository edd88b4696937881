import type { Section } from "./page-model";

/** The pictures a section shows, in reading order: its own, then its items', each address once. */
export function sectionPictures(section: Pick<Section, "imageUrl" | "items">): string[] {
  const urls = [section.imageUrl, ...(section.items ?? []).map((item) => item.imageUrl)];
  return [...new Set(urls.filter((url) => url.trim() !== ""))];
}
