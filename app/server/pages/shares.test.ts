import { beforeEach, describe, expect, it } from "vitest";

import { textSection } from "../../../tests/support/fixtures";
import { getDb } from "../db.server";
import { draftPage as draftPageAt, freshPages } from "../fixtures/fresh-pages";
import { pages, pageShares } from "../schema.server";
import { savePageDraft } from "./drafts.server";
import { publishPage } from "./publishing.server";
import { pageShareOf, revokePageShare, sharedDraft, sharePage } from "./shares.server";
import { trashPage } from "./trash.server";

const draftPage = () => draftPageAt("winter-sale", [textSection("a")]);

beforeEach(() => {
  freshPages();
});

describe("shared draft links (decision 162)", () => {
  it("show the current draft, not the published page, to whoever has the token", () => {
    draftPage();
    publishPage("winter-sale");
    const { token } = sharePage("winter-sale", 7);
    const page = getDb()
      .select()
      .from(pages)
      .all()
      .find((row) => row.slug === "winter-sale")!;
    savePageDraft(
      "winter-sale",
      { title: "Winter sale", slug: "winter-sale", description: "" },
      [textSection("b")],
      page.revision,
    );
    expect(sharedDraft(token)?.sections.map((section) => section.id)).toEqual(["b"]);
  });

  it("keep only the token's SHA-256, and a random 256-bit token each time", () => {
    draftPage();
    const first = sharePage("winter-sale", 7).token;
    const stored = getDb().select().from(pageShares).all();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(first);
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(sharePage("winter-sale", 7).token).not.toBe(first);
  });

  it("end when they expire, 7 days by default as the builder offers", () => {
    draftPage();
    const now = new Date("2026-11-25T12:00:00Z");
    const { token, expiresAt } = sharePage("winter-sale", 7, now);
    expect(expiresAt).toBe("2026-12-02T12:00:00.000Z");
    expect(sharedDraft(token, new Date("2026-12-02T11:59:59Z"))).not.toBeNull();
    expect(sharedDraft(token, new Date("2026-12-02T12:00:00Z"))).toBeNull();
    expect(pageShareOf("winter-sale", new Date("2026-12-02T12:00:00Z"))).toBeNull();
  });

  it("end when revoked, when a new link is made, or when the page goes to the trash", () => {
    draftPage();
    const revoked = sharePage("winter-sale", 7).token;
    revokePageShare("winter-sale");
    expect(sharedDraft(revoked)).toBeNull();
    const replaced = sharePage("winter-sale", 7).token;
    const current = sharePage("winter-sale", 1).token;
    expect(sharedDraft(replaced)).toBeNull();
    expect(sharedDraft(current)).not.toBeNull();
    trashPage("winter-sale");
    expect(sharedDraft(current)).toBeNull();
  });

  it("refuse a token that is malformed or unknown", () => {
    draftPage();
    sharePage("winter-sale", 7);
    expect(sharedDraft("")).toBeNull();
    expect(sharedDraft("x".repeat(43))).toBeNull();
    expect(sharedDraft("../../../etc/passwd")).toBeNull();
  });
});
