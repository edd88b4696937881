import { describe, expect, it } from "vitest";
import { estimateHeatNeed, type Room } from "./heat-need";

const livingRoom: Room = {
  type: "living",
  length: 5,
  width: 4,
  height: 2.4,
  windows: 0,
  windowSize: "medium",
  exteriorWalls: 1,
  glazing: "single",
  insulation: "1930-1990",
};

describe("estimateHeatNeed", () => {
  it("is the volume times the rate for the room's use when nothing adjusts it", () => {
    const need = estimateHeatNeed(livingRoom);
    expect(need.volume).toBeCloseTo(48);
    expect(need.watts).toBe(2400);
    expect(need.btuPerHour).toBe(Math.round(2400 * 3.412));
  });

  it("uses 50 W/m³ for living rooms, dining rooms and bathrooms, 40 for bedrooms and 30 for kitchens and halls", () => {
    const watts = (type: Room["type"]) => estimateHeatNeed({ ...livingRoom, type }).watts;
    expect([watts("living"), watts("dining"), watts("bathroom")]).toEqual([2400, 2400, 2400]);
    expect(watts("bedroom")).toBe(1920);
    expect([watts("kitchen"), watts("hall")]).toEqual([1440, 1440]);
  });

  it("adds 15 % for two outside walls and 40 % for three or more", () => {
    expect(estimateHeatNeed({ ...livingRoom, exteriorWalls: 2 }).watts).toBe(2760);
    expect(estimateHeatNeed({ ...livingRoom, exteriorWalls: 3 }).watts).toBe(3360);
    expect(estimateHeatNeed({ ...livingRoom, exteriorWalls: 4 }).watts).toBe(3360);
    expect(estimateHeatNeed({ ...livingRoom, exteriorWalls: 0 }).watts).toBe(2400);
  });

  it("takes 10 % off for double glazing and 15 % for triple", () => {
    expect(estimateHeatNeed({ ...livingRoom, glazing: "double" }).watts).toBe(2160);
    expect(estimateHeatNeed({ ...livingRoom, glazing: "triple" }).watts).toBe(2040);
  });

  it("adds the glass in proportion: 20 % when it is a quarter of the floor area, so every window counts", () => {
    const watts = (windows: number, windowSize: Room["windowSize"] = "medium") =>
      estimateHeatNeed({ ...livingRoom, windows, windowSize }).watts;
    // 20 m² of floor: each medium window (1.2 m²) is 6 % of it, adding 4.8 %, shown and applied as 5 %.
    expect([watts(0), watts(1), watts(2), watts(4)]).toEqual([2400, 2520, 2640, 2856]);
    expect(watts(2, "doors")).toBe(Math.round(2400 * 1.28));
    for (let windows = 1; windows <= 6; windows++) expect(watts(windows)).toBeGreaterThan(watts(windows - 1));
  });

  it("follows the insulation of the house's era", () => {
    expect(estimateHeatNeed({ ...livingRoom, insulation: "before-1930" }).watts).toBe(2760);
    expect(estimateHeatNeed({ ...livingRoom, insulation: "1991-2010" }).watts).toBe(2160);
    expect(estimateHeatNeed({ ...livingRoom, insulation: "after-2010" }).watts).toBe(1920);
  });

  it("adds the adjustments up before applying them, as the published rules do", () => {
    const need = estimateHeatNeed({ ...livingRoom, exteriorWalls: 2, glazing: "double", insulation: "after-2010" });
    expect(need.watts).toBe(Math.round(2400 * (1 + 0.15 - 0.1 - 0.2)));
  });

  it("names every factor with its effect and its source", () => {
    const need = estimateHeatNeed({
      ...livingRoom,
      exteriorWalls: 2,
      glazing: "double",
      windows: 2,
      windowSize: "doors",
    });
    expect(need.factors.map((f) => [f.label, f.effect])).toEqual([
      ["Living room, 48.0 m³", "50 W/m³"],
      ["2 outside walls", "+15 %"],
      ["Double glazing", "−10 %"],
      ["Built 1930 to 1990 (cavity walls)", "±0 %"],
      ["2 windows, 7.0 m² of glass (35 % of the floor)", "+28 %"],
    ]);
    for (const factor of need.factors) expect(factor.source.length).toBeGreaterThan(30);
  });

  it("shows a room without windows in the breakdown too, so every input that counts is there", () => {
    expect(estimateHeatNeed(livingRoom).factors.map((f) => [f.label, f.effect])).toContainEqual(["No windows", "±0 %"]);
  });
});
