import { describe, expect, it } from "vitest";

import { designTemperatures, estimateHeatNeed, type Room, roomTypes } from "./heat-need";

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
  temperature: 21,
};

describe("estimateHeatNeed", () => {
  it("is the volume times the rate for the room's use when nothing adjusts it", () => {
    const need = estimateHeatNeed(livingRoom);
    expect(need.volume).toBeCloseTo(48);
    expect(need.watts).toBe(2400);
    expect(need.btuPerHour).toBe(Math.round(2400 * 3.412));
  });

  it("uses 50 W/m³ for living rooms, dining rooms, bathrooms and studies, 40 for bedrooms and 30 for kitchens and halls", () => {
    const watts = (type: Room["type"]) =>
      estimateHeatNeed({ ...livingRoom, type, temperature: designTemperatures[type] }).watts;
    expect([watts("living"), watts("dining"), watts("bathroom"), watts("study")]).toEqual([2400, 2400, 2400, 2400]);
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
      ["Kept at 21 °C, the design temperature of a living room", "±0 %"],
    ]);
    for (const factor of need.factors) expect(factor.source.length).toBeGreaterThan(30);
  });

  it("shows a room without windows in the breakdown too, so every input that counts is there", () => {
    expect(estimateHeatNeed(livingRoom).factors.map((f) => [f.label, f.effect])).toContainEqual(["No windows", "±0 %"]);
  });

  it("counts every window: each adds at least 1 %, so a small window in a large room still changes the figure", () => {
    const large = { ...livingRoom, length: 10, width: 10, windowSize: "small" as const };
    const watts = (windows: number) => estimateHeatNeed({ ...large, windows }).watts;
    for (let windows = 1; windows <= 20; windows++) expect(watts(windows)).toBeGreaterThan(watts(windows - 1));
    expect(estimateHeatNeed({ ...large, windows: 1 }).factors.at(-2)!.effect).toBe("+1 %");
  });

  it("gives each room type its design temperature (BS EN 12831 UK annex, MCS)", () => {
    expect(designTemperatures).toEqual({
      living: 21,
      dining: 21,
      study: 21,
      bathroom: 22,
      bedroom: 18,
      kitchen: 18,
      hall: 18,
    });
    expect(Object.keys(designTemperatures).sort()).toEqual(Object.keys(roomTypes).sort());
  });

  it("raises the need for a room kept warmer than its design temperature, in proportion to the difference to outside", () => {
    // −3 °C outside: a living room at 21 °C has 24 K to lose through, at 24 °C 27 K, 12.5 % more.
    const warm = estimateHeatNeed({ ...livingRoom, temperature: 24 });
    expect(warm.watts).toBe(Math.round(2400 * 1.13));
    expect(warm.factors.at(-1)).toMatchObject({
      label: "Kept at 24 °C, 3 °C above the design temperature of a living room (21 °C)",
      effect: "+13 %",
    });
    const cool = estimateHeatNeed({ ...livingRoom, type: "bedroom", temperature: 16 });
    expect(cool.factors.at(-1)!.label).toBe("Kept at 16 °C, 2 °C below the design temperature of a bedroom (18 °C)");
    expect(cool.watts).toBeLessThan(1920);
  });
});
