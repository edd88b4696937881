import { beforeEach, expect, it } from "vitest";

import type { MediaItem } from "~/lib/media/media-item";

import { describeEachMediaStore } from "../../../tests/support/each-media-store";
import { pictureHero } from "../../../tests/support/fixtures";
import { getDb } from "../db.server";
import { freshPages } from "../fixtures/fresh-pages";
import { createPage, getPageForEditing, savePageDraft } from "../pages/drafts.server";
import { publishPage } from "../pages/publishing.server";
import { media } from "../schema.server";
import { addMedia } from "./add-media.server";
import { getMedia, listMedia, trashMedia } from "./media.server";
import { deleteTrashedForGood, purgeMediaTrash, restoreMedia, trashedMedia } from "./media-trash.server";
import { mediaStore } from "./storage/media-store.server";
import { rasterImage } from "./test-images";

const dayMs = 24 * 60 * 60 * 1000;
const inThirtyOneDays = () => new Date(Date.now() + 31 * dayMs);

async function upload(name: string): Promise<MediaItem> {
  const [item] = await addMedia([{ name, bytes: await rasterImage("image/png", 80 + name.length, 60) }]);
  return item!;
}

const filesOf = (item: MediaItem) => [item.url, ...item.variants.map((v) => v.url)];
/** How many of the urls' files the store holds. */
const storedCount = async (urls: string[]) =>
  (await Promise.all(urls.map((url) => mediaStore().head(url.slice("/media/".length))))).filter(Boolean).length;

/** A page showing `item` in a hero, published, then changed to another picture (so only its version keeps it). */
function publishedPageShowing(item: MediaItem, slug: string) {
  const page = createPage();
  const details = { title: `Page ${slug}`, slug, description: "" };
  savePageDraft(
    page.slug,
    details,
    [{ ...pictureHero, imageUrl: item.url }],
    getPageForEditing(page.slug)!.page.revision,
  );
  publishPage(slug);
  return slug;
}

beforeEach(() => {
  freshPages();
  getDb().delete(media).run();
});

describeEachMediaStore("the media trash (docs/product.md#media)", () => {
  it("takes a deleted image out of the library, keeps its files, and gives it back on restore", async () => {
    const item = await upload("hall.png");
    expect(trashMedia(item.id)).toBe(true);
    expect(listMedia().map((m) => m.id)).not.toContain(item.id);
    expect(trashedMedia().map((m) => m.id)).toEqual([item.id]);
    expect(await storedCount(filesOf(item))).toBe(filesOf(item).length);
    expect(restoreMedia(item.id)).toMatchObject({ id: item.id, name: "hall.png" });
    expect(listMedia().map((m) => m.id)).toContain(item.id);
    expect(getMedia(item.id)?.trashedAt).toBeUndefined();
  });

  it("never deletes for good a picture a published page or a kept version still shows", async () => {
    const shown = await upload("shown.png");
    const kept = await upload("kept.png");
    const unused = await upload("unused.png");
    publishedPageShowing(shown, "winter");
    // A page that showed `kept` when it was published, and shows another picture now: only its version has it.
    publishedPageShowing(kept, "spring");
    const spring = getPageForEditing("spring")!.page;
    savePageDraft("spring", { title: spring.title, slug: "spring", description: "" }, [pictureHero], spring.revision);
    publishPage("spring");
    for (const item of [shown, kept, unused]) trashMedia(item.id);

    expect(await deleteTrashedForGood(shown.id)).toEqual({ stillNeeded: { pages: 1, versions: 1, finishes: 0 } });
    expect(await deleteTrashedForGood(kept.id)).toEqual({ stillNeeded: { pages: 0, versions: 1, finishes: 0 } });

    expect(await purgeMediaTrash(inThirtyOneDays())).toEqual([unused.id]);
    expect(await storedCount(filesOf(unused))).toBe(0);
    const stillShown = [...filesOf(shown), ...filesOf(kept)];
    expect(await storedCount(stillShown)).toBe(stillShown.length);
    expect(
      trashedMedia()
        .map((m) => m.id)
        .sort(),
    ).toEqual([shown.id, kept.id].sort());
  });

  it("keeps everything trashed less than 30 days ago", async () => {
    const item = await upload("recent.png");
    trashMedia(item.id);
    expect(await purgeMediaTrash()).toEqual([]);
    expect(await deleteTrashedForGood(item.id)).toBe("deleted");
    expect(await storedCount(filesOf(item))).toBe(0);
    expect(await deleteTrashedForGood(item.id)).toBe("not-in-trash");
  });
});
