import { beforeEach, describe, expect, it } from "vitest";

import type { Section } from "~/lib/page-model";
import { scheduleMessages } from "~/lib/page-schedule";

import { textSection } from "../../../tests/support/fixtures";
import { collectingChanges } from "../cache-keys.server";
import { getDb } from "../db.server";
import { draftPage as draftPageWith, freshPages } from "../fixtures/fresh-pages";
import { pages, pageSchedules } from "../schema.server";
import { getPublishedPage } from "./public-pages.server";
import { publishPage, unpublishPage } from "./publishing.server";
import { cancelPageChange, pageSchedulesOf, runDueSchedules, schedulePageChange } from "./schedules.server";
import { restorePage, trashPage } from "./trash.server";
import { versionsOfPage } from "./versions.server";

const section: Section = textSection("s1");

/** A custom page with a draft, at `slug`. */
const draftPage = (slug: string) => draftPageWith(slug, [section]);

/** Makes the pending changes of the page due now, as if their time had come. */
function makeDue(slug: string) {
  const id = getDb()
    .select()
    .from(pages)
    .all()
    .find((row) => row.slug === slug)!.id;
  getDb()
    .update(pageSchedules)
    .set({ dueAt: new Date(Date.now() - 1000).toISOString() })
    .run();
  return id;
}

const tomorrow = () => {
  const at = new Date(Date.now() + 24 * 3_600_000);
  return { date: at.toISOString().slice(0, 10), time: "12:00" };
};

beforeEach(() => {
  freshPages();
});

describe("scheduled publishing (decision 161)", () => {
  it("publishes the draft when due, the way Publish does: a version, marked as made on schedule", () => {
    draftPage("winter-sale");
    schedulePageChange("winter-sale", { action: "publish", ...tomorrow() });
    expect(runDueSchedules()).toBe(0);
    expect(getPublishedPage("winter-sale")).toBeNull();
    makeDue("winter-sale");
    const { result, change } = collectingChanges(() => runDueSchedules());
    expect(result).toBe(1);
    expect(change.keys).toContain("page-winter-sale");
    expect(getPublishedPage("winter-sale")?.sections).toEqual([section]);
    expect(versionsOfPage("winter-sale").map((version) => [version.number, version.scheduled])).toEqual([[1, true]]);
    expect(pageSchedulesOf("winter-sale")).toEqual([expect.objectContaining({ action: "publish", status: "done" })]);
    expect(runDueSchedules()).toBe(0);
  });

  it("unpublishes when due", () => {
    draftPage("winter-sale");
    publishPage("winter-sale");
    schedulePageChange("winter-sale", { action: "unpublish", ...tomorrow() });
    makeDue("winter-sale");
    expect(runDueSchedules()).toBe(1);
    expect(getPublishedPage("winter-sale")).toBeNull();
    expect(pageSchedulesOf("winter-sale")[0]).toMatchObject({ action: "unpublish", status: "done" });
  });

  it("a publish by hand cancels the pending scheduled publish and keeps the scheduled unpublish", () => {
    draftPage("winter-sale");
    const { date } = tomorrow();
    schedulePageChange("winter-sale", { action: "publish", date, time: "09:00" });
    schedulePageChange("winter-sale", { action: "unpublish", date, time: "18:00" });
    publishPage("winter-sale");
    expect(pageSchedulesOf("winter-sale").map((change) => change.action)).toEqual(["unpublish"]);
  });

  it("an unpublish by hand cancels the pending scheduled unpublish", () => {
    draftPage("winter-sale");
    publishPage("winter-sale");
    schedulePageChange("winter-sale", { action: "unpublish", ...tomorrow() });
    unpublishPage("winter-sale");
    expect(pageSchedulesOf("winter-sale")).toEqual([]);
  });

  it("the trash cancels every pending change, so a page restored from it does not go live by surprise", () => {
    draftPage("winter-sale");
    schedulePageChange("winter-sale", { action: "publish", ...tomorrow() });
    const id = makeDue("winter-sale");
    trashPage("winter-sale");
    expect(getDb().select().from(pageSchedules).all()).toEqual([]);
    restorePage(id);
    expect(runDueSchedules()).toBe(0);
    expect(getPublishedPage("winter-sale")).toBeNull();
  });

  it("a second schedule of the same kind replaces the first; cancel removes it", () => {
    draftPage("winter-sale");
    const { date } = tomorrow();
    schedulePageChange("winter-sale", { action: "publish", date, time: "09:00" });
    schedulePageChange("winter-sale", { action: "publish", date, time: "10:00" });
    expect(pageSchedulesOf("winter-sale")).toHaveLength(1);
    expect(cancelPageChange("winter-sale", "publish")).toEqual([]);
  });

  it("refuses bad times with the rule's message, and a standard page's unpublish with 403", () => {
    draftPage("winter-sale");
    expect(() => schedulePageChange("winter-sale", { action: "publish", date: "2020-01-01", time: "09:00" })).toThrow(
      scheduleMessages.past,
    );
    expect(() => schedulePageChange("winter-sale", { action: "unpublish", ...tomorrow() })).toThrow(
      scheduleMessages.notPublished,
    );
    expect(() => schedulePageChange("about", { action: "unpublish", ...tomorrow() })).toThrow(
      expect.objectContaining({ status: 403, message: scheduleMessages.standardUnpublish }),
    );
  });

  it("makes each due change once, however many runs overlap", () => {
    draftPage("winter-sale");
    schedulePageChange("winter-sale", { action: "publish", ...tomorrow() });
    makeDue("winter-sale");
    expect(runDueSchedules() + runDueSchedules()).toBe(1);
    expect(versionsOfPage("winter-sale")).toHaveLength(1);
  });

  it("keeps a change that breaks a page rule at its time as failed, with the reason, and goes on with the others", () => {
    draftPage("winter-sale");
    schedulePageChange("winter-sale", { action: "publish", ...tomorrow() });
    const about = getDb()
      .select()
      .from(pages)
      .all()
      .find((row) => row.slug === "about")!;
    getDb()
      .insert(pageSchedules)
      .values({ pageId: about.id, action: "unpublish", dueAt: "2026-01-01T00:00:00.000Z" })
      .run();
    makeDue("winter-sale");
    expect(runDueSchedules()).toBe(1);
    expect(pageSchedulesOf("about")[0]).toMatchObject({
      status: "failed",
      outcome: expect.stringMatching(/cannot be unpublished/),
    });
    expect(getPublishedPage("winter-sale")).not.toBeNull();
  });
});
