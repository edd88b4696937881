import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { beforeEach, describe, expect, it } from "vitest";

import { standardPages } from "~/content/standard-pages";

import { closeDb, getDb } from "../db.server";
import { freshPages } from "../fixtures/fresh-pages";
import { pages } from "../schema.server";
import { getPageForEditing, listPages, savePageDraft } from "./drafts.server";
import { seedStandardPages } from "./standard-pages.server";

const standardSlugs = standardPages.map((page) => page.slug);

beforeEach(() => {
  freshPages();
});

/** Opens the database again, as a restart of the server does. */
function reopen() {
  closeDb();
  return getDb();
}

/** The slugs of the pages the database holds, sorted. */
const slugsIn = (db: ReturnType<typeof getDb>) =>
  db
    .select({ slug: pages.slug })
    .from(pages)
    .all()
    .map((row) => row.slug)
    .sort();

describe("standard pages (docs/product.md#entities)", () => {
  it("are in a new database as soon as it is opened, before any page is asked for", () => {
    const dataDir = process.env.DATA_DIR;
    process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "tepore-fresh-"));
    try {
      expect(slugsIn(reopen())).toEqual([...standardSlugs].sort());
    } finally {
      process.env.DATA_DIR = dataDir;
      reopen();
    }
  });

  it("come back when a database without them is opened (a backup restored from before they were kept)", () => {
    getDb().delete(pages).run();
    expect(slugsIn(getDb())).toEqual([]);
    expect(slugsIn(reopen())).toEqual([...standardSlugs].sort());
  });

  it("are seeded once, published and standard, however often the seed runs", () => {
    seedStandardPages(getDb());
    seedStandardPages(getDb());
    const listed = listPages();
    expect(listed.map((p) => p.slug)).toEqual(standardSlugs);
    for (const page of listed) expect(page).toMatchObject({ isPublished: true, isStandard: true, status: "published" });
  });

  it("keep edits across seeding", () => {
    savePageDraft("about", { title: "About Us", slug: "about", description: "Ours." }, undefined, 1);
    reopen();
    expect(getPageForEditing("about")!.page).toMatchObject({ title: "About Us", description: "Ours." });
  });
});
