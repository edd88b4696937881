/**
 * The seven standard pages of docs/product.md#entities: published, standard, each with a short description (used as
 * the page's meta description in the page builder and the page list). Their designed layouts are the
 * routes in app/routes/site; their default sections for the builder are in ./default-sections.
 */
import { noSearchSettings, type Page } from "~/lib/page-model";

import { about } from "./about";
import { collectionMeta } from "./collections";
import { contact } from "./contact";
import { design } from "./design";
import { gallery } from "./gallery";
import { home } from "./home";
import { philosophy } from "./philosophy";

export const standardPages: readonly Page[] = [
  { slug: "", title: "Home", description: home.meta.description },
  { slug: "about", title: "About", description: about.meta.description },
  { slug: "collection", title: "Collection", description: collectionMeta.description },
  { slug: "design", title: "Design", description: design.meta.description },
  { slug: "philosophy", title: "Philosophy", description: philosophy.meta.description },
  { slug: "gallery", title: "Gallery", description: gallery.meta.description },
  { slug: "contact", title: "Contact", description: contact.meta.description },
].map((page) => ({ ...page, ...noSearchSettings, isPublished: true, isStandard: true }));

export type StandardSlug = "" | "about" | "collection" | "design" | "philosophy" | "gallery" | "contact";

export function isStandardSlug(slug: string): slug is StandardSlug {
  return standardPages.some((page) => page.slug === slug);
}
