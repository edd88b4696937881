import { describe, expect, it } from "vitest";

import { catalogueSeed } from "~/content/catalogue";
import type { CatalogueFitting } from "~/lib/catalogue/catalogue-schema";

import { heatingParts, heatingPartsPrice, heatingPartsText, heatingWithParts } from "./heating-parts";
import { lineEstimate } from "./quote-estimate";

const fittings = catalogueSeed.fittings;
const rail = "augusto-towel-rail";
const element = fittings.find((f) => f.kind === "element")!;
const tPiece = fittings.find((f) => f.kind === "t-piece")!;

describe("a towel rail's electric parts", () => {
  it("are none on the central heating, the element when electric, the element and T-piece on dual fuel", () => {
    expect(heatingParts(fittings, rail, "central")).toEqual([]);
    expect(heatingParts(fittings, rail, "")).toEqual([]);
    expect(heatingParts(fittings, rail, "electric")).toEqual([
      { label: "Thermostatic element with timer", price: element.price },
    ]);
    expect(heatingParts(fittings, rail, "dual-fuel")).toEqual([
      { label: "Thermostatic element with timer", price: element.price },
      { label: "Dual-fuel T-piece, chrome", price: tPiece.price },
    ]);
  });

  it("add their prices to the line's estimate, per rail: none, the element, the element and the T-piece", () => {
    const estimate = (heating: string) =>
      lineEstimate("2", 400, [85, heatingPartsPrice(heatingParts(fittings, rail, heating))]);
    expect(estimate("central")).toBe(2 * (400 + 85));
    expect(estimate("electric")).toBe(2 * (400 + 85 + element.price));
    expect(estimate("dual-fuel")).toBe(2 * (400 + 85 + element.price + tPiece.price));
  });

  it("are the first of each kind that fits the model; a part the catalogue lacks is left out", () => {
    const own: CatalogueFitting = { ...element, id: "own", name: "Element 600 W", price: 140, modelIds: ["volo-arc"] };
    expect(heatingParts([own, ...fittings], "volo-arc", "electric")).toEqual([{ label: "Element 600 W", price: 140 }]);
    expect(heatingParts([own, ...fittings], rail, "electric")).toEqual([
      { label: "Thermostatic element with timer", price: element.price },
    ]);
    expect(heatingParts([element], rail, "dual-fuel")).toEqual([
      { label: "Thermostatic element with timer", price: element.price },
    ]);
  });

  it("are said in words on the line and in the heating the request keeps", () => {
    const dual = heatingParts(fittings, rail, "dual-fuel");
    expect(heatingPartsText([])).toBe("");
    expect(heatingPartsText(dual.slice(0, 1))).toBe(
      `Includes the thermostatic element with timer (£${element.price}), per rail.`,
    );
    expect(heatingPartsText(dual)).toBe(
      `Includes the thermostatic element with timer (£${element.price}) and the dual-fuel T-piece, chrome (£${tPiece.price}), per rail.`,
    );
    expect(heatingWithParts("Central heating", [])).toBe("Central heating");
    expect(heatingWithParts("Dual fuel", dual)).toBe(
      `Dual fuel, including the thermostatic element with timer (£${element.price}) and the dual-fuel T-piece, chrome (£${tPiece.price}), per rail`,
    );
  });
});
