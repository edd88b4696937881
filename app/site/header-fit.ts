import type { ShownLink } from "~/lib/navigation/menus";
import { siteNameLength } from "~/lib/site-name";

/*
 * The wide header shows its links on one line from a width the server picks (decision 152): the smallest of
 * SPEC's 1155 px, 1280 px and 1408 px at which the logo, the links and their gaps fit at every wider width, else
 * none (the menu button at every width). Widths are estimated from the fonts' measured advances, so the choice
 * needs no script and the links never wrap.
 */

/** Manrope 600's advances in em, measured in Chromium (the links are set in capitals): A to Z, 0 to 9, then signs. */
const capitalAdvances = [
  0.69, 0.63, 0.73, 0.69, 0.58, 0.52, 0.72, 0.71, 0.26, 0.49, 0.63, 0.53, 0.85, 0.71, 0.74, 0.63, 0.74, 0.65, 0.66,
  0.66, 0.71, 0.63, 0.96, 0.64, 0.62, 0.65,
];
const digitAdvances = [0.64, 0.42, 0.59, 0.57, 0.6, 0.58, 0.62, 0.54, 0.6, 0.62];
const signAdvances: Record<string, number> = {
  " ": 0.2,
  "&": 0.66,
  "'": 0.25,
  "’": 0.25,
  "-": 0.27,
  ".": 0.29,
  ",": 0.29,
  "/": 0.29,
  "!": 0.34,
  "?": 0.54,
};
/** Any other character counts as the widest capital, so an estimate errs towards the drawer. */
const widestAdvance = 0.96;

function advance(character: string): number {
  const base = character.normalize("NFD")[0] ?? character;
  if (base >= "A" && base <= "Z") return capitalAdvances[base.charCodeAt(0) - 65]!;
  if (base >= "0" && base <= "9") return digitAdvances[base.charCodeAt(0) - 48]!;
  return signAdvances[base] ?? widestAdvance;
}

/** The width in px of `text` in capitals at `fontPx`, with `trackingEm` after each character. */
export function textWidth(text: string, fontPx: number, trackingEm: number): number {
  let ems = 0;
  for (const character of text.toUpperCase()) ems += advance(character) + trackingEm;
  return ems * fontPx;
}

/** The logo: the bars (28 px), their gap (12 px) and the name at its size (app/site/logo.tsx), its capitals at 0.68 em (Cormorant's average is 0.63). */
function logoWidth(siteName: string): number {
  const characters = siteName.trim().length;
  const size = siteNameLength(siteName);
  if (size === "short") return 40 + characters * (0.68 + 0.18) * 27.2;
  if (size === "medium") return 40 + characters * (0.68 + 0.14) * 22.4;
  // A long name wraps, balanced, onto two lines.
  return 40 + Math.ceil(characters / 2 + 2) * (0.68 + 0.1) * 16;
}

/** The gaps of the wide header in px: between the links, between the two groups (and the rule's padding), between the tools. */
interface Gaps {
  links: number;
  groups: number;
  tools: number;
}

export const headerSpacings = {
  /** SPEC's header: the gaps widen at 1280 and 1536 px. */
  roomy: (width: number): Gaps =>
    width < 1280
      ? { links: 20, groups: 20, tools: 16 }
      : width < 1536
        ? { links: 28, groups: 28, tools: 20 }
        : { links: 36, groups: 36, tools: 20 },
  /** Many links: the narrowest gaps at every width. */
  compact: (): Gaps => ({ links: 16, groups: 16, tools: 12 }),
};
export type HeaderSpacing = keyof typeof headerSpacings;

export const headerBreakpoints = [1155, 1280, 1408] as const;
export type HeaderBreakpoint = (typeof headerBreakpoints)[number] | "never";

/** The width inside `.container-page` (app/app.css) at a viewport `width`. */
const innerWidth = (width: number) => Math.min(width, 1408) - 2 * Math.min(Math.max(20, width * 0.04), 56);

/** The room the estimate leaves for what it cannot see (kerning, rounding). */
const margin = 12;

function linksWidth(links: readonly ShownLink[], tools: readonly ShownLink[], gaps: Gaps): number {
  const sum = (list: readonly ShownLink[], font: number, tracking: number, gap: number) =>
    list.reduce((total, link) => total + textWidth(link.label, font, tracking), 0) + gap * Math.max(0, list.length - 1);
  const main = sum(links, 12.8, 0.16, gaps.links);
  // The tools follow a rule (1 px) after the groups' gap and as much padding.
  const toolGroup = tools.length > 0 ? 2 * gaps.groups + 1 + sum(tools, 11.52, 0.12, gaps.tools) : 0;
  return main + toolGroup;
}

/** The widths at which a header shown from `breakpoint` must be checked: where it starts and where its gaps grow. */
const checkedWidths = (breakpoint: number) => [breakpoint, 1280, 1408, 1536].filter((width) => width >= breakpoint);

export interface HeaderFit {
  breakpoint: HeaderBreakpoint;
  spacing: HeaderSpacing;
}

/** The narrowest width from which the wide header fits on one line, and its gaps; roomy gaps where they fit. */
export function headerFit(siteName: string, links: readonly ShownLink[], tools: readonly ShownLink[]): HeaderFit {
  const logo = logoWidth(siteName);
  for (const breakpoint of headerBreakpoints)
    for (const spacing of ["roomy", "compact"] as const) {
      const fits = checkedWidths(breakpoint).every(
        (width) => logo + 24 + linksWidth(links, tools, headerSpacings[spacing](width)) + margin <= innerWidth(width),
      );
      if (fits) return { breakpoint, spacing };
    }
  return { breakpoint: "never", spacing: "compact" };
}
