/**
 * The versions of the catalogue: each publish keeps the whole catalogue it made public, numbered from 1, with what
 * changed against the version before. The newest `keptVersions` are kept, as for pages; older ones are removed
 * as new ones are published.
 */
import { desc, eq, lte } from "drizzle-orm";

import type { CatalogueBeforePrices } from "~/content/catalogue-price-defaults";
import {
  type CatalogueChanges,
  catalogueChanges,
  type CatalogueVersionSummary,
  describeCatalogueChanges,
} from "~/lib/catalogue/catalogue-changes";
import type { Catalogue } from "~/lib/catalogue/catalogue-schema";

import { type Db, getDb } from "../db.server";
import { keptVersions } from "../pages/versions.server";
import { catalogueVersions } from "../schema.server";

export const catalogueVersionNotFoundMessage = "This version of the catalogue is not kept any more.";

type VersionRow = Omit<typeof catalogueVersions.$inferSelect, "catalogue">;

function summaryOf(row: VersionRow): CatalogueVersionSummary {
  const changes = JSON.parse(row.changes) as CatalogueChanges;
  return { number: row.id, publishedAt: row.publishedAt, changes, summary: describeCatalogueChanges(changes) };
}

function insertVersion(tx: Db, catalogue: Catalogue, changes: CatalogueChanges, publishedAt: string): number {
  return tx
    .insert(catalogueVersions)
    .values({ publishedAt, changes: JSON.stringify(changes), catalogue: JSON.stringify(catalogue) })
    .returning({ id: catalogueVersions.id })
    .get().id;
}

/**
 * Keeps `after` as the next version, in the publishing transaction `tx`, compared with what visitors saw until
 * now (`before`). The first publish also keeps `before` itself, published at `beforeAt`, so the catalogue as it
 * was before versions were kept can be brought back too.
 */
export function recordCatalogueVersion(
  tx: Db,
  before: { catalogue: Catalogue; publishedAt: string },
  after: Catalogue,
  publishedAt: string,
): void {
  if (!tx.select({ id: catalogueVersions.id }).from(catalogueVersions).limit(1).get())
    insertVersion(tx, before.catalogue, catalogueChanges(null, before.catalogue), before.publishedAt);
  const number = insertVersion(tx, after, catalogueChanges(before.catalogue, after), publishedAt);
  tx.delete(catalogueVersions)
    .where(lte(catalogueVersions.id, number - keptVersions))
    .run();
}

/** The versions, newest first, without their catalogues. */
export function listCatalogueVersions(db: Db = getDb()): CatalogueVersionSummary[] {
  return db
    .select({
      id: catalogueVersions.id,
      publishedAt: catalogueVersions.publishedAt,
      changes: catalogueVersions.changes,
    })
    .from(catalogueVersions)
    .orderBy(desc(catalogueVersions.id))
    .all()
    .map(summaryOf);
}

/**
 * The catalogue one version made public; undefined when it is not kept. Versions kept before prices were lack
 * them (migration 0009).
 */
export function catalogueOfVersion(db: Db, number: number): CatalogueBeforePrices | undefined {
  const row = db
    .select({ catalogue: catalogueVersions.catalogue })
    .from(catalogueVersions)
    .where(eq(catalogueVersions.id, number))
    .get();
  return row && (JSON.parse(row.catalogue) as CatalogueBeforePrices);
}
