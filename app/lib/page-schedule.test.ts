import { describe, expect, it } from "vitest";

import { type ScheduleContext, scheduleMessages, scheduleProblem } from "./page-schedule";

const now = new Date("2026-11-25T12:00:00Z");
const custom: ScheduleContext = { now, isStandard: false, isPublished: true, pending: [] };

describe("when a scheduled change may happen (decision 161)", () => {
  it("is due at the instant the UK date and time name, GMT in winter and BST in summer", () => {
    expect(scheduleProblem({ action: "publish", date: "2026-11-25", time: "12:01" }, custom)).toEqual({
      dueAt: "2026-11-25T12:01:00.000Z",
    });
    expect(scheduleProblem({ action: "publish", date: "2027-06-01", time: "09:00" }, custom)).toEqual({
      dueAt: "2027-06-01T08:00:00.000Z",
    });
  });

  it("refuses a time that has passed, or is now, and one more than a year ahead", () => {
    for (const time of ["11:59", "12:00"])
      expect(scheduleProblem({ action: "publish", date: "2026-11-25", time }, custom)).toEqual({
        problem: scheduleMessages.past,
      });
    expect(scheduleProblem({ action: "publish", date: "2027-12-01", time: "09:00" }, custom)).toEqual({
      problem: scheduleMessages.tooFar,
    });
  });

  it("refuses a time the clocks skip, saying why", () => {
    expect(scheduleProblem({ action: "publish", date: "2027-03-28", time: "01:30" }, custom)).toEqual({
      problem: scheduleMessages.noSuchTime,
    });
  });

  it("refuses an unpublish at or before the pending publish, and a publish at or after the pending unpublish", () => {
    const publishAt = { action: "publish" as const, dueAt: "2026-11-26T09:00:00.000Z" };
    const unpublishAt = { action: "unpublish" as const, dueAt: "2026-11-27T09:00:00.000Z" };
    expect(
      scheduleProblem({ action: "unpublish", date: "2026-11-26", time: "09:00" }, { ...custom, pending: [publishAt] }),
    ).toEqual({ problem: scheduleMessages.unpublishBeforePublish });
    expect(
      scheduleProblem({ action: "publish", date: "2026-11-27", time: "10:00" }, { ...custom, pending: [unpublishAt] }),
    ).toEqual({ problem: scheduleMessages.unpublishBeforePublish });
    expect(
      scheduleProblem({ action: "unpublish", date: "2026-11-26", time: "09:01" }, { ...custom, pending: [publishAt] }),
    ).toEqual({ dueAt: "2026-11-26T09:01:00.000Z" });
  });

  it("unpublishes only a custom page that is published, or will be first", () => {
    const request = { action: "unpublish" as const, date: "2026-11-26", time: "09:00" };
    expect(scheduleProblem(request, { ...custom, isStandard: true })).toEqual({
      problem: scheduleMessages.standardUnpublish,
    });
    expect(scheduleProblem(request, { ...custom, isPublished: false })).toEqual({
      problem: scheduleMessages.notPublished,
    });
    expect(
      scheduleProblem(request, {
        ...custom,
        isPublished: false,
        pending: [{ action: "publish", dueAt: "2026-11-25T18:00:00.000Z" }],
      }),
    ).toEqual({ dueAt: "2026-11-26T09:00:00.000Z" });
  });
});
