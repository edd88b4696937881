import { beforeEach, describe, expect, it } from "vitest";

import { collectingChanges, readingKeys } from "./cache-keys.server";
import { draftCatalogue, publishCatalogue, publishedCatalogue, saveModelDraft } from "./catalogue/catalogue.server";
import { getDb } from "./db.server";
import { freshPages } from "./fixtures/fresh-pages";
import { insertMedia, updateMedia, uploadDetailsByUrl } from "./media/media.server";
import { createPage, discardChanges, getPageForEditing, savePageDraft } from "./pages/drafts.server";
import { getPublishedPage, standardPageSections } from "./pages/public-pages.server";
import { publishPage, unpublishPage } from "./pages/publishing.server";
import { restorePage, trashPage } from "./pages/trash.server";
import { addRedirect, removeRedirect, updateRedirect } from "./redirects.server";
import { pages, redirects } from "./schema.server";
import { getSiteSettings, getSiteSettingsRevision, writeSiteSettings } from "./settings.server";

beforeEach(() => {
  getDb().delete(redirects).run();
  freshPages();
});

/** The keys and paths a write names, in the order it named them. */
function changesOf(write: () => unknown) {
  const { change } = collectingChanges(write);
  return { keys: [...change.keys], paths: [...change.paths] };
}

const keysRead = async (read: () => unknown) => [...(await readingKeys(async () => read())).keys];

function moveDraft(from: string, to: string) {
  const { page } = getPageForEditing(from)!;
  savePageDraft(from, { title: page.title, slug: to, description: page.description }, undefined, page.revision);
}

describe("what a page shows (its surrogate keys)", () => {
  it("names the site, and each published page, the settings and the catalogue it reads", async () => {
    createPage(Date.now(), { title: "Winter", slug: "winter" });
    publishPage("winter");
    expect(await keysRead(() => getPublishedPage("winter"))).toEqual(["site", "page-winter"]);
    expect(await keysRead(() => getSiteSettings())).toEqual(["site", "settings"]);
    expect(await keysRead(() => publishedCatalogue())).toEqual(["site", "catalogue"]);
  });

  it("names a page it looked for and did not find, so publishing there later purges the miss too", async () => {
    expect(await keysRead(() => getPublishedPage("not-yet"))).toEqual(["site", "page-not-yet"]);
  });

  it("names the home page by the admin's name for its empty slug", async () => {
    expect(await keysRead(() => standardPageSections(""))).toContain("page-_home");
  });

  it("names the media when the page shows an uploaded image's alt text or focal point, and not otherwise", async () => {
    expect(await keysRead(() => uploadDetailsByUrl(["/img/hero-home.avif"]))).toEqual(["site"]);
    expect(await keysRead(() => uploadDetailsByUrl(["/media/radiator.webp"]))).toEqual(["site", "media"]);
  });

  it("notes nothing outside a render", () => {
    expect(() => getSiteSettings()).not.toThrow();
  });
});

describe("what a write changes for visitors", () => {
  it("publishing names the page's key and address, both old and new when the address moved", () => {
    createPage(Date.now(), { title: "Winter", slug: "winter" });
    expect(changesOf(() => publishPage("winter"))).toEqual({ keys: ["page-winter"], paths: ["/winter"] });
    moveDraft("winter", "winter-offers");
    expect(changesOf(() => publishPage("winter-offers"))).toEqual({
      keys: ["page-winter", "page-winter-offers"],
      paths: ["/winter", "/winter-offers"],
    });
  });

  it("unpublishing and moving to the trash name the live address; drafts, discards and restores name nothing", () => {
    createPage(Date.now(), { title: "Winter", slug: "winter" });
    publishPage("winter");
    expect(changesOf(() => moveDraft("winter", "summer"))).toEqual({ keys: [], paths: [] });
    const { page } = getPageForEditing("summer")!;
    expect(changesOf(() => discardChanges("summer", page.revision))).toEqual({ keys: [], paths: [] });
    expect(changesOf(() => unpublishPage("winter"))).toEqual({ keys: ["page-winter"], paths: ["/winter"] });
    publishPage("winter");
    expect(changesOf(() => trashPage("winter"))).toEqual({ keys: ["page-winter"], paths: ["/winter"] });
    const id = getDb().select().from(pages).get()!.id;
    expect(
      changesOf(() => restorePage(id)),
      "a restored page comes back unpublished",
    ).toEqual({
      keys: [],
      paths: [],
    });
  });

  it("saving the settings names the settings", () => {
    const revision = getSiteSettingsRevision();
    const values = { ...getSiteSettings(), siteName: "Tepore Test" };
    expect(changesOf(() => writeSiteSettings(values, revision))).toEqual({ keys: ["settings"], paths: [] });
  });

  it("publishing the catalogue names the catalogue, saving its draft nothing", () => {
    const model = structuredClone(draftCatalogue().models[0]!);
    expect(changesOf(() => saveModelDraft(model.id, { ...model, summary: "Quietly warm." }))).toEqual({
      keys: [],
      paths: [],
    });
    expect(changesOf(() => publishCatalogue())).toEqual({ keys: ["catalogue"], paths: [] });
  });

  it("changing an image's alt text names the media; renaming it names nothing", () => {
    const [item] = insertMedia([
      {
        id: "m-keys",
        name: "Radiator",
        file: "keys.webp",
        type: "image/webp",
        size: 1,
        width: 1,
        height: 1,
        alt: "",
        variants: [],
      },
    ]);
    expect(changesOf(() => updateMedia(item!.id, { name: "Radiator, hall", revision: item!.revision }))).toEqual({
      keys: [],
      paths: [],
    });
    expect(
      changesOf(() => updateMedia(item!.id, { alt: "A radiator in a hall", revision: item!.revision + 1 })),
    ).toEqual({
      keys: ["media"],
      paths: [],
    });
  });

  it("redirects name the old addresses they answer", () => {
    const origin = "https://tepore.test";
    let id = 0;
    expect(changesOf(() => (id = addRedirect({ fromPath: "/old", status: 301, url: "/about" }, origin).id))).toEqual({
      keys: [],
      paths: ["/old"],
    });
    expect(changesOf(() => updateRedirect(id, { fromPath: "/older", status: 301, url: "/about" }, origin))).toEqual({
      keys: [],
      paths: ["/old", "/older"],
    });
    expect(changesOf(() => removeRedirect(id))).toEqual({ keys: [], paths: ["/older"] });
  });
});
