import { beforeEach, describe, expect, it } from "vitest";

import { textSection } from "../../../tests/support/fixtures";
import { draftPage, freshPages } from "../fixtures/fresh-pages";
import { getPageForEditing } from "./drafts.server";
import { duplicatePage } from "./duplicate.server";
import { getPublishedPage } from "./public-pages.server";

beforeEach(() => {
  freshPages();
});

describe("duplicating a page (decision 163)", () => {
  it("makes an unpublished 'Copy of …' at the first free address, with the draft's sections under new ids", () => {
    draftPage("winter-sale", [textSection("a")], "Offers");
    const copy = duplicatePage("winter-sale");
    expect(copy).toMatchObject({
      slug: "winter-sale-copy",
      title: "Copy of Winter sale",
      description: "Offers",
      isPublished: false,
      isStandard: false,
    });
    const draft = getPageForEditing("winter-sale-copy")!.draft!;
    expect(draft.map((section) => section.title)).toEqual([textSection("a").title]);
    expect(draft[0]!.id).not.toBe("a");
    expect(duplicatePage("winter-sale").slug).toBe("winter-sale-copy-2");
    expect(getPublishedPage("winter-sale-copy")).toBeNull();
  });

  it("copies a standard page's designed layout into a custom page; home's copy is home-copy", () => {
    expect(duplicatePage("about")).toMatchObject({ slug: "about-copy", title: "Copy of About", isStandard: false });
    expect(getPageForEditing("about-copy")!.draft!.length).toBeGreaterThan(0);
    expect(duplicatePage("").slug).toBe("home-copy");
  });
});
