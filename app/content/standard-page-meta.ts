/**
 * Each standard page's title, description, keywords and link-preview picture (docs/product.md#search-and-sharing).
 * The server hands them to the page with its sections, so the words stay out of the browser's code.
 */
import type { SeoInput } from "~/lib/seo";

import { about } from "./about";
import { collectionMeta } from "./collections";
import { contact } from "./contact";
import { design } from "./design";
import { gallery } from "./gallery";
import { home } from "./home";
import { heroImages } from "./images";
import { philosophy } from "./philosophy";
import { pictureSrc } from "./picture";
import type { StandardSlug } from "./standard-pages";

const preview = (slug: keyof typeof heroImages) => pictureSrc(heroImages[slug], 1600, "webp");

export const standardPageMeta: Readonly<Record<StandardSlug, SeoInput>> = {
  "": { ...home.meta, image: preview("home") },
  about: { ...about.meta, image: preview("about") },
  collection: { ...collectionMeta, image: preview("collection") },
  design: { ...design.meta, image: preview("design") },
  philosophy: { ...philosophy.meta, image: preview("philosophy") },
  gallery: { ...gallery.meta, title: gallery.hero.title, image: preview("gallery") },
  contact: { ...contact.meta, image: preview("contact") },
};
