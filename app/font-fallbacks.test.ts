import { readFileSync } from "node:fs";

import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import cormorantGaramond from "@capsizecss/metrics/cormorantGaramond";
import manrope from "@capsizecss/metrics/manrope";
import notoSerif from "@capsizecss/metrics/notoSerif";
import roboto from "@capsizecss/metrics/roboto";
import timesNewRoman from "@capsizecss/metrics/timesNewRoman";
import { describe, expect, it } from "vitest";

const css = readFileSync(new URL("./styles/fonts.css", import.meta.url), "utf8");

/** The four overrides of a @font-face rule, by name. */
function overrides(rule: string): Record<string, string | undefined> {
  const names = ["ascent-override", "descent-override", "line-gap-override", "size-adjust"];
  return Object.fromEntries(names.map((name) => [name, new RegExp(`${name}: ([\\d.]+%)`).exec(rule)?.[1]]));
}

function faceIn(text: string, family: string): string {
  const start = text.indexOf(`font-family: "${family}"`);
  expect(start, `${family} in styles/fonts.css`).toBeGreaterThan(-1);
  return text.slice(start, text.indexOf("}", start));
}

describe("the web fonts' fallbacks (decision 140)", () => {
  it.each([
    ["Manrope Fallback", createFontStack([manrope, arial])],
    ["Cormorant Garamond Fallback", createFontStack([cormorantGaramond, timesNewRoman])],
    ["Manrope Fallback: Roboto", createFontStack([manrope, arial, roboto])],
    ["Cormorant Garamond Fallback: Noto Serif", createFontStack([cormorantGaramond, timesNewRoman, notoSerif])],
  ])("%s takes the web font's room, by its published metrics", (family, stack) => {
    expect(overrides(faceIn(css, family))).toEqual(overrides(faceIn(stack.fontFaces, family)));
  });
});
