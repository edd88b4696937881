import { and, eq, isNotNull } from "drizzle-orm";

import { getDb } from "./db.server";
import { pages } from "./schema.server";

/** Live slugs of published pages that are not standard pages (those have built-in routes), and not hidden from search. */
export function publishedCustomSlugs(): string[] {
  return getDb()
    .select({ slug: pages.publishedSlug })
    .from(pages)
    .where(
      and(
        eq(pages.isPublished, true),
        eq(pages.isStandard, false),
        eq(pages.publishedNoindex, false),
        isNotNull(pages.publishedSlug),
      ),
    )
    .all()
    .flatMap((row) => (row.slug === null ? [] : [row.slug]));
}

/** Live paths of standard pages published with 'Hide from search engines', which the sitemap leaves out. */
export function hiddenStandardPaths(): string[] {
  return getDb()
    .select({ slug: pages.publishedSlug })
    .from(pages)
    .where(and(eq(pages.isPublished, true), eq(pages.isStandard, true), eq(pages.publishedNoindex, true)))
    .all()
    .flatMap((row) => (row.slug === null ? [] : [row.slug === "" ? "/" : `/${row.slug}`]));
}
