import { beforeEach, describe, expect, it } from "vitest";

import type { PageDetailsChange, Section } from "~/lib/page-model";

import { freshPages } from "../fixtures/fresh-pages";
import { pageChecks } from "./checks.server";
import { createPage, getPageForEditing, savePageDraft } from "./drafts.server";
import { getPublishedPage, publishedCustomSlugs } from "./public-pages.server";
import { publishPage } from "./publishing.server";
import { restoreVersion } from "./restore.server";

const description = "Column radiators and towel rails made to order in Sheffield, sized for your rooms and heat pump.";

function saveAtLatest(slug: string, details: PageDetailsChange, sections?: Section[]) {
  return savePageDraft(slug, details, sections, getPageForEditing(slug)?.page.revision ?? 1);
}

function pageAt(slug: string, title: string, sections: Section[], details: Partial<PageDetailsChange> = {}) {
  saveAtLatest(createPage().slug, { title, slug, description, ...details }, sections);
}

const text = (id: string, extra: Partial<Section> = {}): Section => ({
  id,
  type: "text",
  layout: "centered",
  title: `About ${id}`,
  content: "Plain words.",
  imageUrl: "",
  backgroundColor: "#ffffff",
  ...extra,
});

beforeEach(() => {
  freshPages();
});

describe("pageChecks (decision 156)", () => {
  it("names a link to a page that waits unpublished, and says nothing once it is published", async () => {
    pageAt("offers", "Winter Offers", [text("o")]);
    pageAt("home-news", "News", [
      text("n", { buttons: [{ label: "See the offers", link: "/offers#top", style: "primary" }] }),
    ]);
    expect(await pageChecks("home-news")).toEqual([
      {
        rule: "unpublished-link",
        sectionId: "n",
        message: "The button “See the offers” leads to “Winter Offers”, which is not published yet.",
      },
    ]);
    publishPage("offers");
    expect(await pageChecks("home-news")).toEqual([]);
  });

  it("judges the draft's own settings and the site's pictures' alt text", async () => {
    pageAt("rooms", "Rooms", [
      text("g", {
        type: "gallery",
        layout: "grid",
        items: [{ id: "1", title: "", content: "", imageUrl: "/img/hero-home-1600.webp" }],
      }),
    ]);
    saveAtLatest("rooms", { title: "Rooms", slug: "rooms", description: "" });
    expect((await pageChecks("rooms")).map((found) => found.rule)).toEqual(["meta-description"]);
  });
});

describe("search settings (decision 157)", () => {
  it("are drafts until published, kept in versions, and a hidden page leaves the sitemap", () => {
    pageAt("quiet", "Quiet", [text("q")]);
    publishPage("quiet");
    expect(publishedCustomSlugs()).toContain("quiet");
    const changed = saveAtLatest("quiet", {
      title: "Quiet",
      slug: "quiet",
      description,
      socialImage: "/media/a.webp",
      noindex: true,
    });
    expect(changed).toMatchObject({ status: "changes", socialImage: "/media/a.webp", noindex: true });
    expect(getPublishedPage("quiet")).toMatchObject({ socialImage: "", noindex: false });

    publishPage("quiet");
    expect(getPublishedPage("quiet")).toMatchObject({ socialImage: "/media/a.webp", noindex: true });
    expect(publishedCustomSlugs()).not.toContain("quiet");

    const restored = restoreVersion("quiet", 1, getPageForEditing("quiet")!.page.revision);
    expect(restored.page).toMatchObject({ socialImage: "", noindex: false, status: "changes" });
  });

  it("are kept as they are by a write that leaves them out", () => {
    pageAt("kept", "Kept", [text("k")], { socialImage: "/media/b.webp", noindex: true });
    expect(saveAtLatest("kept", { title: "Kept again", slug: "kept", description })).toMatchObject({
      socialImage: "/media/b.webp",
      noindex: true,
    });
  });
});
