import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { describe, expect, it } from "vitest";

import { catalogueSeed } from "~/content/catalogue";
import { type CatalogueBeforePrices, withDefaultPrices } from "~/content/catalogue-price-defaults";
import { rulePrice } from "~/content/catalogue-prices";

import type { Db } from "../db.server";
import { migrationsBefore } from "../fixtures/migrations-before";
import * as schema from "../schema.server";
import { draftCatalogue } from "./catalogue.server";

/** The seed as a database kept it before prices: no prices, no surcharges, no fittings; one size of its own. */
function catalogueBeforePrices(): CatalogueBeforePrices {
  const { fittings: _fittings, ...catalogue } = structuredClone(catalogueSeed);
  return {
    ...catalogue,
    models: catalogue.models.map((model) => ({
      ...model,
      finishes: model.finishes.map(({ surchargePercent: _s, ...finish }) => finish),
      sizes: model.sizes.map(({ price: _p, ...size }) =>
        model.id === "breva" && size.code === "BR-800-400" ? { ...size, code: "BR-CUSTOM", output50: 500 } : size,
      ),
    })),
  };
}

const tables = {
  catalogue_series: schema.catalogueSeries,
  catalogue_models: schema.catalogueModels,
  catalogue_finishes: schema.catalogueFinishes,
  catalogue_sizes: schema.catalogueSizes,
  catalogue_state: schema.catalogueState,
};

/** Raw SQL, as the tables were before migration 0009 (Drizzle's insert would name the new columns). */
function insert(sqlite: Database.Database, table: keyof typeof tables, row: Record<string, unknown>) {
  const columns = Object.keys(row);
  const names = columns.map((c) => `"${(tables[table] as unknown as Record<string, { name: string }>)[c]!.name}"`);
  sqlite
    .prepare(`INSERT INTO "${table}" (${names.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`)
    .run(...columns.map((c) => row[c]));
}

function writeBeforePrices(sqlite: Database.Database, catalogue: CatalogueBeforePrices) {
  for (const version of ["draft", "published"]) {
    catalogue.series.forEach((series, position) =>
      insert(sqlite, "catalogue_series", { ...series, version, position }),
    );
    // Nor had it the connection positions: migration 0011 derives them from the connection's text, as the seed has them.
    catalogue.models.forEach(({ finishes, sizes, connections: _connections, ...model }, position) => {
      insert(sqlite, "catalogue_models", { ...model, version, position });
      finishes.forEach(({ madeToMeasureWeeks: [from, to], ...finish }, i) =>
        insert(sqlite, "catalogue_finishes", {
          ...finish,
          version,
          modelId: model.id,
          position: i,
          madeToMeasureWeeksFrom: from,
          madeToMeasureWeeksTo: to,
        }),
      );
      sizes.forEach((size, i) =>
        insert(sqlite, "catalogue_sizes", { ...size, version, modelId: model.id, position: i }),
      );
    });
  }
  insert(sqlite, "catalogue_state", { id: 1, draftRevision: 1, publishedRevision: 1, publishedAt: "2026-11-01" });
}

describe("migration 0009: prices for a catalogue kept before them", () => {
  it("gives seed sizes the seed's price, others their model's rule, finishes their surcharge, and the fittings", () => {
    const sqlite = new Database(":memory:");
    const db = drizzle(sqlite, { schema }) as Db;
    migrate(db, { migrationsFolder: migrationsBefore("0009_catalogue_prices") });
    const before = catalogueBeforePrices();
    sqlite.transaction(() => writeBeforePrices(sqlite, before))();

    migrate(db, { migrationsFolder: "drizzle" });

    const migrated = draftCatalogue(db);
    // The migration and the defaults a version kept before prices is restored with agree.
    expect(migrated).toEqual(withDefaultPrices(before));
    const breva = migrated.models.find((m) => m.id === "breva")!;
    const seedBreva = catalogueSeed.models.find((m) => m.id === "breva")!;
    expect(breva.sizes.find((s) => s.code === "BR-CUSTOM")!.price).toBe(rulePrice("breva", 500));
    expect(breva.sizes.find((s) => s.code === "BR-1200-500")!.price).toBe(
      seedBreva.sizes.find((s) => s.code === "BR-1200-500")!.price,
    );
    expect(breva.finishes.find((f) => f.id === "chrome")!.surchargePercent).toBe(40);
    expect(migrated.fittings).toEqual(catalogueSeed.fittings);
    const published = sqlite
      .prepare("SELECT count(*) AS unpriced FROM catalogue_sizes WHERE version = 'published' AND price < 1")
      .get() as { unpriced: number };
    expect(published.unpriced).toBe(0);
    expect(sqlite.prepare("SELECT count(*) AS n FROM catalogue_fittings WHERE version = 'published'").get()).toEqual({
      n: catalogueSeed.fittings.length,
    });
    sqlite.close();
  });

  it("adds no fittings to a database whose catalogue is not seeded yet", () => {
    const sqlite = new Database(":memory:");
    migrate(drizzle(sqlite, { schema }), { migrationsFolder: "drizzle" });
    expect(sqlite.prepare("SELECT count(*) AS n FROM catalogue_fittings").get()).toEqual({ n: 0 });
    sqlite.close();
  });
});
