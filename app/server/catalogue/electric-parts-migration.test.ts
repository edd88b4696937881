import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { expect, it } from "vitest";

import { seedFittings } from "~/content/catalogue-prices";

import type { Db } from "../db.server";
import { migrationsBefore } from "../fixtures/migrations-before";
import * as schema from "../schema.server";
import { draftCatalogue, publishedCatalogue, seedCatalogue } from "./catalogue.server";

const isPart = (id: string) => ["thermostatic-element-timer", "dual-fuel-t-piece-chrome"].includes(id);

it("migration 0017 adds the electric parts after each version's fittings, keeping a part a version holds", () => {
  const sqlite = new Database(":memory:");
  const db = drizzle(sqlite, { schema }) as Db;
  migrate(db, { migrationsFolder: migrationsBefore("0017_electric_parts") });
  seedCatalogue(db);
  // The published catalogue as it was before: no electric parts, and a fitting of the administrator's own last.
  sqlite.prepare("DELETE FROM catalogue_fittings WHERE version = 'published' AND kind IN ('element', 't-piece')").run();
  sqlite
    .prepare(
      "INSERT INTO catalogue_fittings (version, id, position, kind, name, finish, price) VALUES ('published', 'own-valves', 40, 'valves', 'Own valves', '', 50)",
    )
    .run();
  // The draft already holds the element, at the administrator's price.
  sqlite.prepare("UPDATE catalogue_fittings SET price = 120 WHERE id = 'thermostatic-element-timer'").run();
  migrate(db, { migrationsFolder: "drizzle" });

  const published = publishedCatalogue(db).fittings;
  expect(published.map((f) => f.id)).toEqual([
    ...seedFittings.filter((f) => !isPart(f.id)).map((f) => f.id),
    "own-valves",
    "thermostatic-element-timer",
    "dual-fuel-t-piece-chrome",
  ]);
  expect(published.filter((f) => isPart(f.id))).toEqual(seedFittings.filter((f) => isPart(f.id)));
  const draft = draftCatalogue(db).fittings;
  expect(draft.map((f) => f.id)).toEqual(seedFittings.map((f) => f.id));
  expect(draft.find((f) => f.id === "thermostatic-element-timer")!.price).toBe(120);
  sqlite.close();
});
