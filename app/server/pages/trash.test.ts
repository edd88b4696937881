import { beforeEach, describe, expect, it } from "vitest";

import { textSection } from "../../../tests/support/fixtures";
import { getDb } from "../db.server";
import { freshPages } from "../fixtures/fresh-pages";
import { pages } from "../schema.server";
import { createPage, getPageForEditing, listPages, savePageDraft } from "./drafts.server";
import { getPublishedPage } from "./public-pages.server";
import { publishPage } from "./publishing.server";
import { deletePageForGood, purgePageTrash, restorePage, trashedPages, trashPage } from "./trash.server";
import { versionsOfPage } from "./versions.server";

const dayMs = 24 * 60 * 60 * 1000;

function publishedPage(slug: string) {
  const created = createPage();
  savePageDraft(created.slug, { title: "Winter Warmth", slug, description: "" }, [textSection("a")], 1);
  publishPage(slug);
  return getDb()
    .select()
    .from(pages)
    .all()
    .find((row) => row.slug === slug)!.id;
}

beforeEach(() => {
  freshPages();
});

describe("the page trash (docs/product.md#trash)", () => {
  it("keeps a deleted page with its versions, and restores it unpublished", () => {
    const id = publishedPage("winter");
    trashPage("winter");
    expect(trashedPages()).toEqual([
      { id, title: "Winter Warmth", slug: "winter", trashedAt: expect.any(String), versions: 1 },
    ]);
    expect(getPublishedPage("winter")).toBeNull();

    expect(restorePage(id)).toMatchObject({ slug: "winter", status: "draft" });
    expect(listPages().map((page) => page.slug)).toContain("winter");
    expect(getPageForEditing("winter")?.draft).toEqual([textSection("a")]);
    expect(versionsOfPage("winter")).toHaveLength(1);
    expect(getPublishedPage("winter")).toBeNull();
    expect(trashedPages()).toEqual([]);
    expect(restorePage(id)).toBeNull();
  });

  it("deletes for good, with its versions, on request or 30 days after", () => {
    const kept = publishedPage("recent");
    const old = publishedPage("old");
    trashPage("recent");
    trashPage("old");
    expect(purgePageTrash()).toBe(0);
    expect(purgePageTrash(new Date(Date.now() + 31 * dayMs))).toBe(2);
    expect(trashedPages()).toEqual([]);
    expect(deletePageForGood(kept)).toBe(false);
    expect(deletePageForGood(old)).toBe(false);

    const again = publishedPage("again");
    trashPage("again");
    expect(deletePageForGood(again)).toBe(true);
    expect(
      getDb()
        .select()
        .from(pages)
        .all()
        .filter((row) => !row.isStandard),
    ).toEqual([]);
  });
});
