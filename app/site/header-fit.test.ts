import { describe, expect, it } from "vitest";

import { defaultMenus } from "~/content/navigation";
import type { MenuLink, ShownLink } from "~/lib/navigation/menus";

import { type HeaderFit, headerFit, textWidth } from "./header-fit";

const shown = (links: MenuLink[]): ShownLink[] =>
  links.map((link) => ({ label: link.label, href: link.target.kind === "url" ? link.target.url : "/" }));
const header = shown(defaultMenus.header);
const tools = shown(defaultMenus.tools);
const rank = (fit: HeaderFit) => (fit.breakpoint === "never" ? Infinity : fit.breakpoint);
const extra = (...labels: string[]) => labels.map((label) => ({ label, href: `/${label.toLowerCase()}` }));

describe("headerFit", () => {
  it("keeps SPEC's breakpoint and gaps for the six links and the buyer's tools", () => {
    expect(headerFit("Tepore", header, tools)).toEqual({ breakpoint: 1155, spacing: "roomy" });
  });

  it("shows the links from a wider screen, then with narrower gaps, as links are added", () => {
    const two = headerFit("Tepore", [...header, ...extra("Showroom", "Journal")], tools);
    const four = headerFit("Tepore", [...header, ...extra("Showroom", "Journal", "Trade", "Stockists")], tools);
    expect(rank(two)).toBeGreaterThan(1155);
    expect(rank(four)).toBeGreaterThanOrEqual(rank(two));
    expect(headerFit("Tepore", [...header, ...extra("Trade")], tools).breakpoint).toBe(1280);
  });

  it("leaves every link to the drawer when they cannot fit on one line at any width", () => {
    const many = extra(...Array.from({ length: 12 }, (_, index) => `Inspiration ${index}`));
    expect(headerFit("Tepore", many, tools).breakpoint).toBe("never");
  });

  it("counts a longer site name against the room", () => {
    const links = [...header, ...extra("Showroom")];
    const short = headerFit("Tepore", links, tools);
    const long = headerFit("Tepore Designer Radiators", links, tools);
    expect(rank(long)).toBeGreaterThanOrEqual(rank(short));
  });
});

describe("textWidth", () => {
  it("measures capitals, with accents as their letters and unknown characters as the widest", () => {
    expect(textWidth("home", 10, 0)).toBeCloseTo(textWidth("HOME", 10, 0));
    expect(textWidth("É", 10, 0)).toBeCloseTo(textWidth("E", 10, 0));
    expect(textWidth("浴", 10, 0)).toBeGreaterThanOrEqual(textWidth("W", 10, 0));
    expect(textWidth("AB", 10, 0.1)).toBeCloseTo(textWidth("AB", 10, 0) + 2);
  });
});
