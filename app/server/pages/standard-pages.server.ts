import { standardPages } from "~/content/standard-pages";

import type { Db } from "../db.server";
import { pages } from "../schema.server";

/**
 * The seven standard pages (docs/product.md#entities), added when the database is opened (db.server.ts), so a fresh
 * data folder, a restored backup and a test's new database all hold them before anything reads; running again
 * changes nothing, and edits to the pages stay (decision 186).
 */
export function seedStandardPages(db: Db): void {
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
