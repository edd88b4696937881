import { describe, expect, it } from "vitest";

import { formatUkTime, ukInstant, ukWallTime } from "./uk-time";

describe("UK times (decision 161)", () => {
  it("reads a winter time as GMT and a summer time as BST", () => {
    expect(ukInstant("2026-11-26", "09:00")?.toISOString()).toBe("2026-11-26T09:00:00.000Z");
    expect(ukInstant("2026-07-01", "09:00")?.toISOString()).toBe("2026-07-01T08:00:00.000Z");
    expect(ukInstant("2026-07-01", "09:00:30")?.toISOString()).toBe("2026-07-01T08:00:30.000Z");
  });

  it("changes offset exactly when the clocks do: 01:00 UTC on the last Sunday of March and of October", () => {
    expect(ukInstant("2026-03-29", "00:59")?.toISOString()).toBe("2026-03-29T00:59:00.000Z");
    expect(ukInstant("2026-03-29", "02:00")?.toISOString()).toBe("2026-03-29T01:00:00.000Z");
    expect(ukInstant("2026-10-25", "00:59")?.toISOString()).toBe("2026-10-24T23:59:00.000Z");
    expect(ukInstant("2026-10-25", "02:00")?.toISOString()).toBe("2026-10-25T02:00:00.000Z");
  });

  it("has no instant for the hour the clocks skip in March", () => {
    expect(ukInstant("2026-03-29", "01:00")).toBeNull();
    expect(ukInstant("2026-03-29", "01:59")).toBeNull();
  });

  it("takes the first of the two 01:30s of the October night (BST, the earlier instant)", () => {
    expect(ukInstant("2026-10-25", "01:30")?.toISOString()).toBe("2026-10-25T00:30:00.000Z");
  });

  it("has no instant for a date or time that does not exist", () => {
    expect(ukInstant("2026-02-30", "10:00")).toBeNull();
    expect(ukInstant("2026-11-26", "24:00")).toBeNull();
    expect(ukInstant("26/11/2026", "10:00")).toBeNull();
  });

  it("gives an instant back as the UK date, time and zone", () => {
    expect(ukWallTime(new Date("2026-07-01T23:30:00Z"))).toEqual({
      date: "2026-07-02",
      time: "00:30",
      seconds: 0,
      zone: "BST",
    });
    expect(formatUkTime("2026-11-26T09:05:00Z")).toBe("Thu, 26 Nov 2026, 09:05 GMT");
    expect(formatUkTime("2026-07-01T08:05:00Z")).toBe("Wed, 1 Jul 2026, 09:05 BST");
  });
});
