import { beforeEach, describe, expect, it } from "vitest";

import { pageMessages } from "~/lib/page-operations";
import { redirectMessages } from "~/lib/redirect-rules";

import { getDb } from "./db.server";
import { freshPages } from "./fixtures/fresh-pages";
import { createPage, discardChanges, getPageForEditing, savePageDraft } from "./pages/drafts.server";
import { getPublishedPage, publishedCustomSlugs } from "./pages/public-pages.server";
import { publishPage, unpublishPage } from "./pages/publishing.server";
import { deletePageForGood, trashPage } from "./pages/trash.server";
import {
  addRedirect,
  listRedirects,
  redirectFor,
  redirectPageChoices,
  removeRedirect,
  updateRedirect,
} from "./redirects.server";
import { pages, redirects } from "./schema.server";

const origin = "https://tepore.test";
const at = (path: string) => redirectFor(new URL(path, origin));

/** A page published at `slug`. */
function livePage(slug: string, title = "Winter Warmth") {
  createPage(Date.now(), { title, slug });
  return publishPage(slug);
}

/** Saves a new address in the draft, as Page Settings does. */
function moveDraft(from: string, to: string) {
  const { page } = getPageForEditing(from)!;
  return savePageDraft(from, { title: page.title, slug: to, description: page.description }, undefined, page.revision);
}

/** Moves a published page to a new address and publishes it there. */
function publishMove(from: string, to: string) {
  moveDraft(from, to);
  return publishPage(to);
}

/** A PageRuleError with this message and status, as `toThrow` matches it. */
const refusal = (message: string, status = 400) => expect.objectContaining({ message, status });

const pageIdOf = (slug: string) =>
  getDb()
    .select()
    .from(pages)
    .all()
    .find((row) => row.slug === slug)!.id;

beforeEach(() => {
  getDb().delete(redirects).run();
  freshPages();
});

describe("a page's address is part of its draft (docs/product.md#publishing)", () => {
  it("keeps the page at its live address until it is published, and says it has unpublished changes", () => {
    livePage("winter");
    const saved = moveDraft("winter", "winter-offers");
    expect(saved).toMatchObject({ slug: "winter-offers", liveSlug: "winter", status: "changes" });
    expect(getPublishedPage("winter")?.title).toBe("Winter Warmth");
    expect(getPublishedPage("winter-offers")).toBeNull();
    expect(publishedCustomSlugs()).toContain("winter");
    expect(at("/winter")).toBeNull();
  });

  it("publishing moves the page and the old address answers 301 to the new one, query kept", () => {
    livePage("winter");
    moveDraft("winter", "winter-offers");
    expect(publishPage("winter-offers")).toMatchObject({ liveSlug: "winter-offers", status: "published" });
    expect(getPublishedPage("winter-offers")?.title).toBe("Winter Warmth");
    expect(getPublishedPage("winter")).toBeNull();
    expect(publishedCustomSlugs()).toEqual(["winter-offers"]);
    expect(at("/winter")).toEqual({ status: 301, location: "/winter-offers" });
    expect(at("/Winter/?from=mail")).toEqual({ status: 301, location: "/winter-offers?from=mail" });
  });

  it("collapses chains: after two renames both old addresses lead straight to the live one", () => {
    livePage("a");
    publishMove("a", "b");
    publishMove("b", "c");
    expect(at("/a")).toEqual({ status: 301, location: "/c" });
    expect(at("/b")).toEqual({ status: 301, location: "/c" });
    expect(listRedirects().map((r) => [r.fromPath, r.target])).toEqual([
      ["/a", { kind: "page", pageId: pageIdOf("c"), title: "Winter Warmth", path: "/c" }],
      ["/b", { kind: "page", pageId: pageIdOf("c"), title: "Winter Warmth", path: "/c" }],
    ]);
  });

  it("moving back to an old address makes it live again and the other one redirects", () => {
    livePage("a");
    publishMove("a", "b");
    publishMove("b", "a");
    expect(at("/a")).toBeNull();
    expect(at("/b")).toEqual({ status: 301, location: "/a" });
    expect(listRedirects().map((r) => r.fromPath)).toEqual(["/b"]);
  });

  it("discarding unpublished changes brings the live address back into the draft", () => {
    livePage("winter");
    const moved = moveDraft("winter", "winter-offers");
    const { page } = discardChanges("winter-offers", moved.revision);
    expect(page).toMatchObject({ slug: "winter", liveSlug: "winter", status: "published" });
  });

  it("keeps a page's live address from other pages until it moves", () => {
    livePage("winter");
    moveDraft("winter", "winter-offers");
    expect(() => createPage(Date.now(), { title: "Other", slug: "winter" })).toThrow(pageMessages.slugTaken);
  });

  it("an unpublished page's old addresses answer 404, and redirect again when it is back", () => {
    livePage("a");
    publishMove("a", "b");
    unpublishPage("b");
    expect(at("/a")).toBeNull();
    publishPage("b");
    expect(at("/a")).toEqual({ status: 301, location: "/b" });
  });

  it("a page in the trash is not redirected to; deleting it for good removes the redirects to it", () => {
    livePage("a");
    publishMove("a", "b");
    trashPage("b");
    expect(at("/a")).toBeNull();
    deletePageForGood(pageIdOf("b"));
    expect(listRedirects()).toEqual([]);
  });

  it("a page published at an address a redirect had takes it over", () => {
    livePage("target");
    addRedirect({ fromPath: "/spring", pageId: pageIdOf("target"), status: 302 }, origin);
    livePage("spring", "Spring");
    expect(at("/spring")).toBeNull();
    expect(listRedirects()).toEqual([]);
  });
});

describe("redirects added by hand (docs/product.md#redirects)", () => {
  it("normalises the old address: a leading slash, no trailing slash, lower case", () => {
    livePage("target");
    const added = addRedirect({ fromPath: "  Old-Offer//Summer/ ", pageId: pageIdOf("target"), status: 302 }, origin);
    expect(added).toMatchObject({ fromPath: "/old-offer/summer", status: 302 });
    expect(at("/old-offer/summer")).toEqual({ status: 302, location: "/target" });
  });

  it("refuses an address that is not a path, or a built-in one", () => {
    const to = { url: "/contact", status: 301 } as const;
    expect(() => addRedirect({ ...to, fromPath: "" }, origin)).toThrow(refusal(redirectMessages.fromRequired));
    expect(() => addRedirect({ ...to, fromPath: "/a?b=1" }, origin)).toThrow(refusal(redirectMessages.fromFormat));
    for (const fromPath of ["/", "/admin", "/admin/pages", "/api/x", "/collection", "/media/a.png", "/robots.txt"])
      expect(() => addRedirect({ ...to, fromPath }, origin)).toThrow(refusal(redirectMessages.fromBuiltIn));
  });

  it("refuses a redirect from a live page's own address, with the page's name", () => {
    livePage("winter");
    expect(() => addRedirect({ fromPath: "/winter", url: "/contact", status: 301 }, origin)).toThrow(
      refusal(redirectMessages.livePage("/winter", "Winter Warmth")),
    );
  });

  it("refuses a loop, showing it, and a redirect to its own address", () => {
    addRedirect({ fromPath: "/a", url: "/b", status: 301 }, origin);
    addRedirect({ fromPath: "/b", url: "/c?x=1", status: 301 }, origin);
    expect(() => addRedirect({ fromPath: "/c", url: "/a", status: 301 }, origin)).toThrow(
      refusal("This would make a loop: /c → /a → /b → /c. Visitors would never arrive anywhere."),
    );
    expect(() => addRedirect({ fromPath: "/d", url: "/D/", status: 301 }, origin)).toThrow(
      refusal(redirectMessages.toItself),
    );
    expect(listRedirects()).toHaveLength(2);
  });

  it("refuses an edit that would close a loop", () => {
    const first = addRedirect({ fromPath: "/a", url: "/b", status: 301 }, origin);
    addRedirect({ fromPath: "/b", url: "/elsewhere", status: 301 }, origin);
    const second = listRedirects().find((r) => r.fromPath === "/b")!;
    expect(() => updateRedirect(second.id, { fromPath: "/b", url: "/a", status: 301 }, origin)).toThrow(
      refusal(redirectMessages.loop(["/b", "/a", "/b"])),
    );
    expect(updateRedirect(first.id, { fromPath: "/a", url: "/elsewhere", status: 302 }, origin)).toMatchObject({
      target: { kind: "url", url: "/elsewhere" },
      status: 302,
    });
  });

  it("sends visitors through a chain of redirects in one hop", () => {
    addRedirect({ fromPath: "/a", url: "/b", status: 302 }, origin);
    addRedirect({ fromPath: "/b", url: "/c", status: 301 }, origin);
    expect(at("/a?q=1")).toEqual({ status: 302, location: "/c?q=1" });
  });

  it("needs a confirmation to send visitors to another site", () => {
    const input = { fromPath: "/brochure", url: "https://example.com/brochure.pdf", status: 301 } as const;
    expect(() => addRedirect(input, origin)).toThrow(refusal(redirectMessages.external));
    expect(listRedirects()).toEqual([]);
    addRedirect({ ...input, confirmExternal: true }, origin);
    expect(at("/brochure")).toEqual({ status: 301, location: "https://example.com/brochure.pdf" });
  });

  it("takes this site's own full address as a path, and refuses addresses browsers would read as another site", () => {
    expect(addRedirect({ fromPath: "/a", url: `${origin}/contact`, status: 301 }, origin).target).toEqual({
      kind: "url",
      url: "/contact",
    });
    for (const url of ["//evil.example", "/\\evil.example", "javascript:alert(1)", "ftp://x.example", "new page"])
      expect(() => addRedirect({ fromPath: "/b", url, status: 301, confirmExternal: true }, origin)).toThrow(
        refusal(redirectMessages.urlFormat),
      );
  });

  it("refuses a second redirect from the same address, and a page that is not published", () => {
    addRedirect({ fromPath: "/a", url: "/contact", status: 301 }, origin);
    expect(() => addRedirect({ fromPath: "/A/", url: "/about", status: 301 }, origin)).toThrow(
      refusal(redirectMessages.fromTaken("/a"), 409),
    );
    const draft = createPage(Date.now(), { title: "Draft Only", slug: "draft-only" });
    expect(() => addRedirect({ fromPath: "/b", pageId: pageIdOf(draft.slug), status: 301 }, origin)).toThrow(
      refusal(redirectMessages.pageNotLive("Draft Only")),
    );
  });

  it("lists published pages to choose from, and removes a redirect", () => {
    livePage("winter");
    createPage(Date.now(), { title: "Draft Only", slug: "draft-only" });
    const choices = redirectPageChoices();
    expect(choices).toContainEqual({ id: pageIdOf("winter"), title: "Winter Warmth", path: "/winter" });
    expect(choices).toContainEqual(expect.objectContaining({ title: "Home", path: "/" }));
    expect(choices.map((choice) => choice.path)).not.toContain("/draft-only");
    const added = addRedirect({ fromPath: "/old", pageId: pageIdOf("winter"), status: 301 }, origin);
    expect(removeRedirect(added.id)).toBe(true);
    expect(removeRedirect(added.id)).toBe(false);
    expect(at("/old")).toBeNull();
  });
});
