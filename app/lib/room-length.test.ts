import { describe, expect, it } from "vitest";

import { parseLength, roomLength } from "./room-length";

const metres = (text: string) => {
  const result = parseLength(text, "Length");
  if (!result.ok) throw new Error(result.message);
  return result.metres;
};

describe("parseLength", () => {
  it("reads metres, centimetres and millimetres", () => {
    expect(metres("4.2")).toBe(4.2);
    expect(metres("4,2 m")).toBe(4.2);
    expect(metres("420 cm")).toBeCloseTo(4.2);
    expect(metres("4200mm")).toBeCloseTo(4.2);
  });

  it("reads feet and inches in the ways people write them", () => {
    expect(metres("13 ft 9 in")).toBeCloseTo(4.191);
    expect(metres(`13' 9"`)).toBeCloseTo(4.191);
    expect(metres("13ft")).toBeCloseTo(3.962);
    expect(metres("9 in")).toBeCloseTo(0.2286);
  });

  it("refuses letters and empty fields with a message that says what to type", () => {
    expect(parseLength("five", "Length")).toEqual({
      ok: false,
      message: "Length must be a measurement, such as 4.2 (metres), 420 cm or 13 ft 9 in.",
    });
    expect(parseLength("  ", "Width")).toEqual({ ok: false, message: "Width is required." });
  });
});

describe("roomLength", () => {
  it("refuses a 0 m room and 50 m ceilings", () => {
    expect(roomLength("0", "Length", { min: 0.5, max: 30 })).toEqual({
      ok: false,
      message: "Length must be between 0.5 m and 30 m.",
    });
    expect(roomLength("50", "Ceiling height", { min: 1.8, max: 6 })).toEqual({
      ok: false,
      message: "Ceiling height must be between 1.8 m and 6 m.",
    });
    expect(roomLength("2.4", "Ceiling height", { min: 1.8, max: 6 })).toEqual({ ok: true, metres: 2.4 });
  });
});
