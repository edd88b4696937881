import { and, eq, isNotNull } from "drizzle-orm";
import { getDb } from "./db.server";
import { pages } from "./schema.server";

/** Live slugs of published pages that are not standard pages (those have built-in routes). */
export function publishedCustomSlugs(): string[] {
  return getDb()
    .select({ slug: pages.publishedSlug })
    .from(pages)
    .where(and(eq(pages.isPublished, true), eq(pages.isStandard, false), isNotNull(pages.publishedSlug)))
    .all()
    .flatMap((row) => (row.slug === null ? [] : [row.slug]));
}
