import { describe, expect, it } from "vitest";

import { drawsLatinLetters } from "./web-fonts";

describe("drawsLatinLetters", () => {
  it("takes a face whose ranges hold the Latin alphabet as one every page needs", () => {
    expect(drawsLatinLetters("U+0000-00FF, U+0131, U+0152-0153")).toBe(true);
    expect(drawsLatinLetters("U+0-10FFFF")).toBe(true);
  });

  it("leaves a face for rarer letters to load when one is drawn", () => {
    expect(drawsLatinLetters("U+0100-02BA, U+02BD-02C5, U+1E00-1E9F")).toBe(false);
    expect(drawsLatinLetters("U+0041-005A")).toBe(false);
  });
});
