import { describe, expect, it } from "vitest";

import { luminance } from "~/lib/colour-contrast";

import { toneClasses, toneFor } from "./tone";

describe("toneFor: readable text on any background colour", () => {
  it("puts dark text on light colours and light text on dark ones", () => {
    expect(toneFor("#ffffff").onDark).toBe(false);
    expect(toneFor("#f8f9fa").onDark).toBe(false);
    expect(toneFor("#fff").onDark).toBe(false);
    expect(toneFor("#151412").onDark).toBe(true);
    expect(toneFor("#8a5f32").onDark).toBe(true);
    expect(toneFor("#000").onDark).toBe(true);
  });

  it("keeps secondary text at full strength on mid tones", () => {
    expect(toneFor("#ffffff").softens).toBe(true);
    expect(toneFor("#151412").softens).toBe(true);
    expect(toneFor("#8a5f32").softens).toBe(false);
    expect(toneFor("#777777").softens).toBe(false);
  });

  it("reads a colour it cannot parse as white", () => {
    expect(luminance("not a colour")).toBe(1);
    expect(toneFor("").onDark).toBe(false);
  });

  it("gives each tone its class names, softening secondary text and accents only where they stay readable", () => {
    expect(toneClasses(toneFor("#ffffff"))).toEqual({
      onDark: false,
      text: "text-ink",
      soft: "text-ink-soft",
      accent: "text-bronze",
      rule: "border-ink/15",
      divide: "divide-ink/15",
      panel: "bg-white/70",
    });
    expect(toneClasses(toneFor("#151412"))).toMatchObject({ soft: "text-white/80", accent: "text-sand" });
    expect(toneClasses(toneFor("#8a5f32"))).toEqual({
      onDark: true,
      text: "text-white",
      soft: "text-white",
      accent: "text-white",
      rule: "border-white/20",
      divide: "divide-white/20",
      panel: "bg-white/[0.06]",
    });
  });
});
