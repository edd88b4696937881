import { describe, expect, it } from "vitest";

import { contrastOverPicture, contrastProblems } from "./contrast";
import { section } from "./test-sections";

const colours: Record<string, readonly [number, number, number]> = {
  "/media/snow.jpg": [236, 234, 228],
  "/media/night.jpg": [40, 38, 44],
};
const colourOf = (url: string) => colours[url];
const hero = (imageUrl: string) => section("h", { type: "hero", layout: "full-width", imageUrl });

describe("contrastProblems", () => {
  it("finds words over a picture too light behind them, and passes a dark one", () => {
    expect(contrastOverPicture(colours["/media/snow.jpg"]!)).toBeLessThan(4.5);
    expect(contrastProblems([hero("/media/snow.jpg")], colourOf)).toEqual([
      {
        rule: "contrast",
        sectionId: "h",
        message: "The words over the picture read at 2.0:1; WCAG AA needs 4.5:1. Choose a darker picture.",
      },
    ]);
    expect(contrastProblems([hero("/media/night.jpg")], colourOf)).toEqual([]);
    expect(contrastProblems([hero("https://example.com/unknown.jpg")], colourOf)).toEqual([]);
  });

  it("finds a background neither text colour reads on, and passes light, dark and strong ones", () => {
    expect(contrastProblems([section("m", { backgroundColor: "#808080" })], colourOf)[0]?.message).toBe(
      "Text on the background #808080 reads at 4.3:1; WCAG AA needs 4.5:1. Choose a lighter or darker background in Style.",
    );
    for (const backgroundColor of ["#ffffff", "#f8f9fa", "#1d1b18", "#7a1f1f"])
      expect(contrastProblems([section("ok", { backgroundColor })], colourOf)).toEqual([]);
  });
});
