import { contrast, luminanceOf, minimumContrast, textContrasts } from "../colour-contrast";
import type { Section } from "../page-model";
import { problem, type PublishProblem } from "./problem";

/** Red, green and blue (0–255). */
export type Rgb = readonly [number, number, number];

/**
 * A full-width hero draws white text over its picture, under a gradient that darkens it by 22 % where it is lightest
 * (app/sections/hero/render.tsx); the words sit there, in the middle of the picture.
 */
export const heroOverlayDarkening = 0.22;

const ratio = (value: number) => `${(Math.floor(value * 10) / 10).toFixed(1)}:1`;

/** Whether the section draws its words over its picture. */
export const textOverPicture = (section: Section) =>
  section.type === "hero" && section.layout === "full-width" && section.imageUrl !== "";

/** The contrast of white text over a picture whose text area averages `colour`, once the overlay darkens it. */
export function contrastOverPicture(colour: Rgb): number {
  const darkened = colour.map((channel) => channel * (1 - heroOverlayDarkening)) as unknown as Rgb;
  return contrast(1, luminanceOf(darkened));
}

/**
 * Words that fail WCAG AA (4.5:1): over a background colour on which neither of the site's text colours reads well
 * enough, or over a picture too light behind them. `colourOf` gives the average colour of the middle of a picture
 * (where the words sit), or undefined when it is not known; such a picture is not judged.
 */
export function contrastProblems(
  sections: readonly Section[],
  colourOf: (url: string) => Rgb | undefined,
): PublishProblem[] {
  return sections.flatMap((section) => {
    if (textOverPicture(section)) {
      const colour = colourOf(section.imageUrl);
      const over = colour && contrastOverPicture(colour);
      if (over === undefined || over >= minimumContrast) return [];
      return [
        problem(
          "contrast",
          section,
          `The words over the picture read at ${ratio(over)}; WCAG AA needs 4.5:1. Choose a darker picture.`,
        ),
      ];
    }
    const { withWhite, withInk } = textContrasts(section.backgroundColor);
    const best = Math.max(withWhite, withInk);
    if (best >= minimumContrast) return [];
    return [
      problem(
        "contrast",
        section,
        `Text on the background ${section.backgroundColor} reads at ${ratio(best)}; WCAG AA needs 4.5:1. Choose a lighter or darker background in Style.`,
      ),
    ];
  });
}
