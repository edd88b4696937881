import { standardPages } from "~/content/standard-pages";

import { type Db, getDb } from "../db.server";
import { pages } from "../schema.server";

/** The seven standard pages (docs/product.md#entities), added once; running again changes nothing. */
export function seedStandardPages(db: Db = getDb()): void {
  db.insert(pages)
    .values(
      standardPages.map((page) => ({
        ...page,
        publishedSlug: page.slug,
        publishedTitle: page.title,
        publishedDescription: page.description,
      })),
    )
    .onConflictDoNothing({ target: pages.slug })
    .run();
}
