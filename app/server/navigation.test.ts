import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import { defaultMenus } from "~/content/navigation";
import type { Menus } from "~/lib/navigation/menus";

import { collectingChanges, readingKeys } from "./cache-keys.server";
import { getDb } from "./db.server";
import { freshPages } from "./fixtures/fresh-pages";
import {
  getMenus,
  menuLinksToPage,
  NavigationConflictError,
  removingMenuLinksTo,
  saveMenus,
  shownMenus,
} from "./navigation.server";
import { createPage } from "./pages/drafts.server";
import { PageRuleError } from "./pages/page-rows.server";
import { publishPage, unpublishPage } from "./pages/publishing.server";
import { trashPage } from "./pages/trash.server";
import { pages, settings } from "./schema.server";

beforeEach(() => {
  getDb().delete(settings).where(eq(settings.key, "navigation")).run();
  freshPages();
});

const idOf = (slug: string) => getDb().select().from(pages).where(eq(pages.slug, slug)).get()!.id;

function publishedPage(slug: string): number {
  createPage(Date.now(), { title: `Page ${slug}`, slug });
  publishPage(slug);
  return idOf(slug);
}

const withHeader = (links: Menus["header"]): Menus => ({ ...defaultMenus, header: links });
const pageLink = (pageId: number, label = "Showroom") => ({
  id: `p${pageId}`,
  label,
  target: { kind: "page" as const, pageId },
});

describe("the menus", () => {
  it("are SPEC's six links, the buyer's tools and the footer's groups until the first save", () => {
    expect(getMenus()).toEqual({ menus: defaultMenus, revision: 1 });
    expect(shownMenus().header.map((link) => link.label)).toEqual([
      "Home",
      "Collection",
      "Design",
      "Philosophy",
      "Gallery",
      "Contact",
    ]);
  });

  it("go live on save as the next revision, purging every page; a save on an older revision is refused", () => {
    const id = publishedPage("showroom");
    const menus = withHeader([...defaultMenus.header, pageLink(id)]);
    const { change, result } = collectingChanges(() => saveMenus(menus, 1));
    expect(result.revision).toBe(2);
    expect([...change.keys]).toEqual(["site"]);
    expect(shownMenus().header.at(-1)).toEqual({ label: "Showroom", href: "/showroom" });
    expect(() => saveMenus(defaultMenus, 1)).toThrow(NavigationConflictError);
    expect(getMenus().revision).toBe(2);
  });

  it("refuse a new link to a page that is not published, or to an address where no page answers", () => {
    createPage(Date.now(), { title: "Draft only", slug: "draft-only" });
    const id = idOf("draft-only");
    expect(() => saveMenus(withHeader([pageLink(id, "Draft")]), 1)).toThrow(
      'Draft: "Draft only" is not published: publish it first, then add it to a menu.',
    );
    const typed = { id: "t", label: "Trade", target: { kind: "url" as const, url: "/trade" } };
    expect(() => saveMenus(withHeader([typed]), 1)).toThrow(
      "Trade: No page is published at /trade. Check the address, or publish the page first.",
    );
    publishedPage("trade");
    expect(saveMenus(withHeader([typed]), 1).revision).toBe(2);
  });

  it("show a page link at the page's live address only while it is published, and read the page's key", async () => {
    const id = publishedPage("journal");
    saveMenus(withHeader([pageLink(id, "Journal")]), 1);
    const { result, keys } = await readingKeys(async () => shownMenus());
    expect(result.header).toEqual([{ label: "Journal", href: "/journal" }]);
    expect([...keys]).toContain("page-journal");
    unpublishPage("journal");
    expect(shownMenus().header).toEqual([]);
    // A link kept for an unpublished page may be saved again with the rest.
    expect(saveMenus(getMenus().menus, 2).revision).toBe(3);
  });

  it("tell which links lead to a page, by its id or its address, and remove them with it in one transaction", () => {
    const id = publishedPage("stockists");
    const typed = { id: "t", label: "Where to buy", target: { kind: "url" as const, url: "/stockists" } };
    saveMenus({ ...withHeader([pageLink(id, "Stockists")]), footerCompany: [typed] }, 1);
    expect(menuLinksToPage("stockists")).toEqual([
      { menu: "header", label: "Stockists" },
      { menu: "footerCompany", label: "Where to buy" },
    ]);

    // A refused operation keeps the links.
    expect(() =>
      removingMenuLinksTo("stockists", () => {
        throw new PageRuleError("refused", 403);
      }),
    ).toThrow("refused");
    expect(menuLinksToPage("stockists")).toHaveLength(2);

    const { change } = collectingChanges(() => removingMenuLinksTo("stockists", () => trashPage("stockists")));
    expect(change.keys).toContain("site");
    expect(getMenus().menus.header).toEqual([]);
    expect(getMenus().menus.footerCompany).toEqual([]);
    expect(getMenus().revision).toBe(3);
  });
});
