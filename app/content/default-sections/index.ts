/**
 * Default sections (docs/product.md#entities 'Default sections per standard page'): what a standard page shows
 * until sections are published for it, and what the page builder loads for a page that has none stored. Each
 * standard page's set is exactly its designed layout (docs/product.md#standard-pages), so publishing it unchanged
 * changes nothing. Any other page starts with one hero.
 */
import type { Section } from "~/lib/page-model";

import type { StandardSlug } from "../standard-pages";
import { aboutSections } from "./about";
import { colours, sectionsOf } from "./build";
import { collectionSections } from "./collection";
import { contactSections } from "./contact";
import { designSections } from "./design";
import { gallerySections } from "./gallery";
import { homeSections } from "./home";
import { philosophySections } from "./philosophy";

/** docs/product.md#entities: the one hero of a page without a default set. */
export const newPageHeroContent = "Edit this section to customize your page.";

const standardSets: Readonly<Record<StandardSlug, () => Section[]>> = {
  "": homeSections,
  about: aboutSections,
  collection: collectionSections,
  design: designSections,
  philosophy: philosophySections,
  gallery: gallerySections,
  contact: contactSections,
};

/** docs/product.md#states: the sections a page starts with when none are stored for its slug. */
export function defaultSectionsFor(slug: string, title: string): Section[] {
  const set = standardSets[slug as StandardSlug];
  if (set) return set();
  return sectionsOf("page", [
    ["hero", "full-width", { title, content: newPageHeroContent, backgroundColor: colours.light }],
  ]);
}
