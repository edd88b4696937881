import { and, eq } from "drizzle-orm";
import { getDb } from "./db.server";
import { pages } from "./schema.server";

/** Slugs of published pages that are not standard pages (those have built-in routes). */
export function publishedCustomSlugs(): string[] {
  return getDb()
    .select({ slug: pages.slug })
    .from(pages)
    .where(and(eq(pages.isPublished, true), eq(pages.isStandard, false)))
    .all()
    .map((row) => row.slug);
}
