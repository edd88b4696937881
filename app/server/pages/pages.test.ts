import { beforeEach, describe, expect, it, vi } from "vitest";

import { defaultSectionsFor } from "~/content/default-sections";
import { seriesIds } from "~/content/series";
import { standardPages } from "~/content/standard-pages";
import { noSearchSettings, type PageDetailsChange, type Section } from "~/lib/page-model";
import { pageMessages } from "~/lib/page-operations";
import { reservedSlugMessage } from "~/lib/slug";

import { pictureHero } from "../../../tests/support/fixtures";
import { thrownBy } from "../../../tests/support/thrown";
import { getDb } from "../db.server";
import { freshPages } from "../fixtures/fresh-pages";
import { media, pages } from "../schema.server";
import { createPage, discardUntouchedNewPage, getPageForEditing, listPages, savePageDraft } from "./drafts.server";
import { pageImagesFor } from "./page-images.server";
import { PageRuleError } from "./page-rows.server";
import { getPublishedPage, publishedCustomSlugs, standardPageSections } from "./public-pages.server";
import { publishPage } from "./publishing.server";
import { notStandardMessage, restoreDesignedLayout } from "./restore.server";
import { trashPage } from "./trash.server";
import { versionsOfPage } from "./versions.server";

/** Saves on the latest revision, as a builder that is up to date does. */
function saveAtLatest(slug: string, details: PageDetailsChange, sections?: Section[]) {
  return savePageDraft(slug, details, sections, getPageForEditing(slug)?.page.revision ?? 1);
}

const text = (id: string, title = id): Section => ({
  id,
  type: "text",
  layout: "centered",
  title,
  content: "Plain words.",
  imageUrl: "",
  backgroundColor: "#ffffff",
});

const ruleError = (run: () => unknown) => thrownBy(PageRuleError, run);

/** A new page saved under `slug` with `title`. */
function pageAt(slug: string, title = "Winter Warmth", sections?: Section[]) {
  const created = createPage();
  return saveAtLatest(created.slug, { title, slug, description: "" }, sections);
}

beforeEach(() => {
  freshPages();
});

describe("listPages", () => {
  it("shows the standard pages first, then the others newest first, with their status", () => {
    const older = pageAt("older");
    const newer = pageAt("newer");
    publishPage(newer.slug);
    saveAtLatest("newer", { title: "Newer, edited", slug: "newer", description: "" });
    const listed = listPages();
    expect(listed.slice(0, 7).map((p) => p.title)).toEqual(standardPages.map((p) => p.title));
    expect(listed.slice(7).map((p) => [p.slug, p.status])).toEqual([
      ["newer", "changes"],
      [older.slug, "draft"],
    ]);
    expect(listed[7]!.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});

describe("createPage (docs/product.md#states New page)", () => {
  it("adds 'Untitled Page' at 'untitled-{timestamp}', unpublished, not standard, without sections", () => {
    const page = createPage(1714557600000);
    expect(page).toMatchObject({
      slug: "untitled-1714557600000",
      title: "Untitled Page",
      description: "",
      isPublished: false,
      isStandard: false,
      status: "draft",
    });
    expect(getPageForEditing(page.slug)).toMatchObject({ draft: null, published: null });
  });

  it("gives pages created in the same millisecond slugs of their own", () => {
    const a = createPage(1714557600000);
    const b = createPage(1714557600000);
    expect(a.slug).not.toBe(b.slug);
  });
});

describe("createPage with the title first (docs/product.md#new-pages)", () => {
  it("takes the title and makes the slug from it", () => {
    expect(createPage(1, { title: "  Winter Offers 2026! " })).toMatchObject({
      title: "Winter Offers 2026!",
      slug: "winter-offers-2026",
      isPublished: false,
    });
  });

  it("takes a slug given over the title's, and falls back to untitled-{timestamp} when the title makes none", () => {
    expect(createPage(2, { title: "Spring", slug: "spring-sale" }).slug).toBe("spring-sale");
    expect(createPage(3, { title: "!!!" })).toMatchObject({ title: "!!!", slug: "untitled-3" });
    expect(createPage(4, { title: "   " })).toMatchObject({ title: "Untitled Page", slug: "untitled-4" });
  });

  it("refuses a slug another page or a built-in path has, and writes nothing", () => {
    createPage(5, { title: "Winter" });
    expect(() => createPage(6, { title: "Winter" })).toThrow(pageMessages.slugTaken);
    expect(() => createPage(7, { title: "About" })).toThrow(reservedSlugMessage);
    expect(listPages().filter((page) => page.title === "Winter")).toHaveLength(1);
  });
});

describe("discardUntouchedNewPage (docs/product.md#new-pages)", () => {
  it("deletes an untitled page nobody has edited", () => {
    const page = createPage();
    expect(discardUntouchedNewPage(page.slug)).toBe(true);
    expect(getPageForEditing(page.slug)).toBeNull();
    expect(discardUntouchedNewPage(page.slug)).toBe(false);
  });

  it("keeps a page that was named, edited or published, and standard pages", () => {
    const named = createPage(10, { title: "Winter Offers" });
    const edited = createPage(11);
    savePageDraft(edited.slug, { title: "Untitled Page", slug: edited.slug, description: "" }, [text("a")], 1);
    const published = createPage(12);
    publishPage(published.slug);
    for (const slug of [named.slug, edited.slug, published.slug, "about", ""]) {
      expect(discardUntouchedNewPage(slug)).toBe(false);
      expect(getPageForEditing(slug)).not.toBeNull();
    }
  });
});

describe("getPageForEditing", () => {
  it("gives the stored draft, the published sections and the defaults", () => {
    const page = pageAt("winter", "Winter Warmth", [text("a")]);
    expect(getPageForEditing(page.slug)).toEqual({
      page,
      draft: [text("a")],
      published: null,
      defaults: defaultSectionsFor("winter", "Winter Warmth"),
    });
  });

  it("gives null drafts for a page without stored sections, and home's seven defaults", () => {
    const home = getPageForEditing("")!;
    expect(home.draft).toBeNull();
    expect(home.defaults).toHaveLength(7);
  });

  it("finds nothing for an unknown slug", () => {
    expect(getPageForEditing("nowhere")).toBeNull();
  });

  it("treats unreadable stored sections as none, and logs it", () => {
    const logged = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    pageAt("broken");
    getDb().update(pages).set({ draftSections: "{not json" }).run();
    expect(getPageForEditing("broken")!.draft).toBeNull();
    const line = JSON.parse(String(logged.mock.calls.at(-1)?.[0])) as { level: string; msg: string };
    expect(line).toMatchObject({ level: "error", msg: expect.stringContaining("could not be read") });
    logged.mockRestore();
  });
});

describe("savePageDraft (docs/product.md#states Saving a page)", () => {
  it("saves the details and the draft, and keeps the draft when no sections are sent", () => {
    const page = pageAt("winter", "Winter Warmth", [text("a")]);
    const saved = saveAtLatest(page.slug, { title: "Winter Offers", slug: "winter", description: "Warm deals." });
    expect(saved).toMatchObject({ title: "Winter Offers", description: "Warm deals.", status: "draft" });
    expect(getPageForEditing("winter")!.draft).toEqual([text("a")]);
  });

  it("renames through the old slug, taking the sections along", () => {
    pageAt("winter", "Winter Warmth", [text("a")]);
    saveAtLatest("winter", { title: "Winter Warmth", slug: "winter-offers", description: "" });
    expect(getPageForEditing("winter")).toBeNull();
    expect(getPageForEditing("winter-offers")!.draft).toEqual([text("a")]);
  });

  it("renames a published page, which stays at its address until it is published at the new one", () => {
    pageAt("winter", "Winter Warmth", [text("a")]);
    publishPage("winter");
    saveAtLatest("winter", { title: "Winter Warmth", slug: "winter-offers", description: "" });
    expect(getPublishedPage("winter")!.sections).toEqual([text("a")]);
    expect(getPublishedPage("winter-offers")).toBeNull();
    publishPage("winter-offers");
    expect(getPublishedPage("winter")).toBeNull();
    expect(getPublishedPage("winter-offers")!.sections).toEqual([text("a")]);
  });

  it("refuses another page's slug (409), built-in paths and home's empty slug (400), changing nothing", () => {
    pageAt("winter");
    const spring = pageAt("spring", "Spring", [text("s")]);
    expect(ruleError(() => saveAtLatest("spring", { ...spring, slug: "winter" }))).toMatchObject({
      status: 409,
      message: pageMessages.slugTaken,
    });
    for (const slug of ["admin", "gallery", ""]) {
      expect(ruleError(() => saveAtLatest("spring", { ...spring, slug }))).toMatchObject({
        status: 400,
        message: reservedSlugMessage,
      });
    }
    expect(getPageForEditing("spring")!.page.title).toBe("Spring");
  });

  it("keeps a standard page's slug, while its title, description and sections change", () => {
    expect(ruleError(() => saveAtLatest("about", { title: "About", slug: "about-us", description: "" }))).toMatchObject(
      {
        status: 400,
        message: pageMessages.standardKeepsSlug,
      },
    );
    const saved = saveAtLatest("about", { title: "About Us", slug: "about", description: "d" }, [text("a")]);
    expect(saved).toMatchObject({ slug: "about", title: "About Us", status: "changes" });
  });

  it("answers 404 for a page that is gone", () => {
    expect(ruleError(() => saveAtLatest("gone", { title: "T", slug: "gone", description: "" })).status).toBe(404);
  });
});

describe("publishPage (docs/product.md#publishing)", () => {
  it("copies the draft to what visitors see; later drafts stay unseen until published again", () => {
    pageAt("winter", "Winter Warmth", [text("a")]);
    expect(getPublishedPage("winter")).toBeNull();
    expect(publishPage("winter")).toMatchObject({ isPublished: true, status: "published" });
    expect(getPublishedPage("winter")).toEqual({
      slug: "winter",
      title: "Winter Warmth",
      description: "",
      ...noSearchSettings,
      isStandard: false,
      sections: [text("a")],
    });

    const edited = saveAtLatest("winter", { title: "Winter Offers", slug: "winter", description: "New." }, [text("b")]);
    expect(edited.status).toBe("changes");
    expect(getPublishedPage("winter")).toMatchObject({ title: "Winter Warmth", sections: [text("a")] });

    publishPage("winter");
    expect(getPublishedPage("winter")).toMatchObject({
      title: "Winter Offers",
      description: "New.",
      sections: [text("b")],
    });
  });

  it("shows a page published before any sections were stored with its default hero", () => {
    pageAt("winter", "Winter Warmth");
    publishPage("winter");
    expect(getPublishedPage("winter")!.sections).toEqual(defaultSectionsFor("winter", "Winter Warmth"));
  });

  it("puts published pages, not drafts, in the sitemap's list", () => {
    pageAt("winter");
    pageAt("spring");
    publishPage("winter");
    expect(publishedCustomSlugs()).toEqual(["winter"]);
  });

  it("answers 404 for a page that is gone", () => {
    expect(ruleError(() => publishPage("gone")).status).toBe(404);
  });
});

describe("standard pages with sections (docs/product.md#standard-pages)", () => {
  it("show their designed layout, their default sections, until sections are published for them", () => {
    const designed = standardPageSections("about");
    expect(designed.sections).toEqual(defaultSectionsFor("about", "About"));
    expect(designed).toMatchObject({ title: "About", overHero: true });
    saveAtLatest("about", { title: "About", slug: "about", description: "d" }, [text("a")]);
    expect(standardPageSections("about").sections).toEqual(designed.sections);
    publishPage("about");
    expect(standardPageSections("about")).toMatchObject({
      sections: [text("a")],
      title: "About",
      images: { alts: {}, pictures: {} },
      overHero: false,
      meta: { title: "About Us" },
    });
  });

  it("carry the media library's alt text and focal points of the uploaded images they show (decision 167)", () => {
    const upload = "/media/0123456789abcdef0123-v960.jpg";
    const centred = "/media/fedcba9876543210fedc-v960.jpg";
    const row = { type: "image/jpeg", size: 1, alt: "A hallway in sage green." };
    getDb()
      .insert(media)
      .values([
        { ...row, id: "m1", name: "hall.jpg", file: upload.slice("/media/".length), focalX: 80, focalY: 25.5 },
        { ...row, id: "m2", name: "centred.jpg", file: centred.slice("/media/".length) },
      ])
      .run();
    saveAtLatest("", { title: "Home", slug: "", description: "d" }, [
      { ...text("a"), imageUrl: upload },
      { ...text("b"), imageUrl: centred },
    ]);
    publishPage("");
    const { images } = standardPageSections("");
    expect(images.alts).toEqual({ [upload]: "A hallway in sage green.", [centred]: "A hallway in sage green." });
    // A point in the middle is where a crop centres anyway: only the others are given.
    expect(images.focalPoints).toEqual({ [upload]: { x: 80, y: 25.5 } });
    expect(pageImagesFor([text("c")])).toEqual({ alts: {}, focalPoints: {}, pictures: {} });
  });

  it("carry the site's own pictures they show: the heroes with their crops for phones, the series for the overview", () => {
    const home = standardPageSections("").images;
    const heroUrl = standardPageSections("").sections[0]!.imageUrl;
    expect(home.pictures[heroUrl]).toMatchObject({ id: "hero-home", portrait: { id: "hero-home-portrait" } });
    expect(home.series).toBeUndefined();
    const collection = standardPageSections("collection").images;
    expect(Object.keys(collection.series ?? {})).toEqual([...seriesIds]);
    const collectionHero = collection.pictures[standardPageSections("collection").sections[0]!.imageUrl];
    expect(collectionHero?.portrait).toBeUndefined();
    expect(collectionHero?.phone).toMatchObject({ id: "hero-collection-phone" });
  });

  it("let the header float over an opening picture hero", () => {
    saveAtLatest("", { title: "Home", slug: "", description: "d" }, [pictureHero]);
    publishPage("");
    expect(standardPageSections("").overHero).toBe(true);
  });

  it("go back to the designed layout on restore, draft and published", () => {
    saveAtLatest("design", { title: "Design", slug: "design", description: "d" }, [text("a")]);
    publishPage("design");
    expect(versionsOfPage("design").map((version) => version.live)).toEqual([true]);
    const restored = restoreDesignedLayout("design");
    expect(restored).toMatchObject({ status: "published", isPublished: true });
    expect(standardPageSections("design").sections).toEqual(defaultSectionsFor("design", "Design"));
    expect(getPageForEditing("design")).toMatchObject({ draft: null, published: null });
    // Visitors see the designed layout, which no version holds: none is live.
    expect(versionsOfPage("design").map((version) => version.live)).toEqual([false]);
  });

  it("restore only standard pages", () => {
    pageAt("winter");
    expect(ruleError(() => restoreDesignedLayout("winter"))).toMatchObject({
      status: 400,
      message: notStandardMessage,
    });
  });
});

describe("trashPage (docs/product.md#validation, #trash)", () => {
  it("refuses a standard page with the specified message (403)", () => {
    expect(ruleError(() => trashPage("about"))).toMatchObject({
      status: 403,
      message: "Standard pages cannot be deleted, but you can edit their content.",
    });
    expect(getPageForEditing("about")).not.toBeNull();
  });

  it("takes another page offline and out of the list, keeping it whole for the trash", () => {
    pageAt("winter", "Winter Warmth", [text("a")]);
    publishPage("winter");
    trashPage("winter");
    expect(getPageForEditing("winter")).toBeNull();
    expect(getPublishedPage("winter")).toBeNull();
    expect(listPages().map((p) => p.slug)).not.toContain("winter");
    expect(ruleError(() => trashPage("winter")).status).toBe(404);
  });
});
