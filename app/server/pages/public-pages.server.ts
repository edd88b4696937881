/**
 * What visitors see of the pages (docs/product.md#publishing): the published version at an address, each standard
 * page's sections, and the live addresses the sitemap lists. Reads only; every read registers the page's cache key.
 */
import { and, eq, isNotNull } from "drizzle-orm";

import { defaultSectionsFor } from "~/content/default-sections";
import { standardPageMeta } from "~/content/standard-page-meta";
import { standardPages, type StandardSlug } from "~/content/standard-pages";
import { startsWithPictureHero } from "~/lib/over-hero";
import type { Section } from "~/lib/page-model";

import { pageKey, showing } from "../cache-keys.server";
import { sectionCatalogueFor } from "../catalogue/section-catalogue.server";
import { getDb } from "../db.server";
import { pages } from "../schema.server";
import { pageImagesFor } from "./page-images.server";
import { parseSections } from "./page-rows.server";

export interface PublishedPage {
  slug: string;
  title: string;
  description: string;
  /** The link-preview picture chosen; empty for the page's first picture. */
  socialImage: string;
  noindex: boolean;
  isStandard: boolean;
  /** What visitors see; null for a standard page shown with its designed layout. */
  sections: Section[] | null;
}

/**
 * The published version of a page, or null when no published page lives at that slug (a new address saved in
 * the draft is not live until it is published). A page
 * published before any sections were stored shows its default sections, as the builder did.
 */
export function getPublishedPage(slug: string): PublishedPage | null {
  // Read before it is known to exist: a page published later at this address must purge its 404 too.
  showing(pageKey(slug));
  const row = getDb()
    .select()
    .from(pages)
    .where(and(eq(pages.publishedSlug, slug), eq(pages.isPublished, true)))
    .get();
  if (!row) return null;
  const title = row.publishedTitle ?? row.title;
  const sections = parseSections(row.publishedSections, `/${slug}`);
  return {
    slug,
    title,
    description: row.publishedDescription ?? row.description,
    socialImage: row.publishedSocialImage,
    noindex: row.publishedNoindex,
    isStandard: row.isStandard,
    sections: sections ?? (row.isStandard ? null : defaultSectionsFor(slug, title)),
  };
}

/**
 * The loader of each standard page's route (docs/product.md#standard-pages): the sections published for it, else
 * its default sections, which are its designed layout. `overHero` tells the site layout whether the header may
 * float over the first section.
 */
export function standardPageSections(slug: StandardSlug) {
  const page = getPublishedPage(slug);
  const title = page?.title ?? standardPages.find((candidate) => candidate.slug === slug)?.title ?? "";
  const sections = page?.sections ?? defaultSectionsFor(slug, title);
  return {
    sections,
    title,
    images: pageImagesFor(sections),
    catalogue: sectionCatalogueFor(sections),
    overHero: startsWithPictureHero(sections),
    meta: standardPageMeta[slug],
    /** A social image chosen replaces the designed page's own; noindex as published (decision 157). */
    socialImage: page?.socialImage ?? "",
    noindex: page?.noindex ?? false,
  };
}

/** The live slugs of published pages, standard or not, hidden from search engines or not. */
function liveSlugs(isStandard: boolean, noindex: boolean): string[] {
  return getDb()
    .select({ slug: pages.publishedSlug })
    .from(pages)
    .where(
      and(
        eq(pages.isPublished, true),
        eq(pages.isStandard, isStandard),
        eq(pages.publishedNoindex, noindex),
        isNotNull(pages.publishedSlug),
      ),
    )
    .all()
    .flatMap((row) => (row.slug === null ? [] : [row.slug]));
}

/** Live slugs of published pages that are not standard pages (those have built-in routes), and not hidden from search. */
export const publishedCustomSlugs = () => liveSlugs(false, false);

/** Live paths of standard pages published with 'Hide from search engines', which the sitemap leaves out. */
export const hiddenStandardPaths = () => liveSlugs(true, true).map((slug) => (slug === "" ? "/" : `/${slug}`));
