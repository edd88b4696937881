import { describe, expect, it } from "vitest";

import { catalogueSeed } from "~/content/catalogue";
import { fittingsOfKind, fittingsPrice, fromPrice, priceInFinish, priceRange, sizePrice } from "~/lib/catalogue/prices";

const plain = { surchargePercent: 0 };
const chrome = { surchargePercent: 40 };
const model = {
  finishes: [
    { ...catalogueSeed.models[0]!.finishes[0]!, surchargePercent: 40 },
    { ...catalogueSeed.models[0]!.finishes[1]!, surchargePercent: 15 },
  ],
  sizes: [
    { ...catalogueSeed.models[0]!.sizes[0]!, price: 400 },
    { ...catalogueSeed.models[0]!.sizes[1]!, price: 255 },
  ],
};

describe("guide prices", () => {
  it("adds a finish's surcharge as a percentage of the size's price, to whole pounds", () => {
    expect(priceInFinish(400, chrome)).toBe(560);
    expect(priceInFinish(255, { surchargePercent: 45 })).toBe(370); // 369.75
    expect(sizePrice({ price: 315 }, plain)).toBe(315);
  });

  it("gives a model's 'from' price in a finish, or in its least surcharged finish", () => {
    expect(fromPrice(model, chrome)).toBe(357);
    expect(fromPrice(model)).toBe(293); // 255 + 15 %
    expect(priceRange(model, chrome)).toEqual([357, 560]);
  });

  it("adds up fittings by id and quantity, leaving out ids the catalogue lacks", () => {
    const { fittings } = catalogueSeed;
    const valves = fittingsOfKind(fittings, "valves");
    expect(valves.length).toBeGreaterThan(0);
    expect(valves.every((f) => f.kind === "valves")).toBe(true);
    const chosen = [
      { id: "thermostatic-valves-chrome", quantity: 2 },
      { id: "wall-brackets", quantity: 1 },
      { id: "no-such-fitting", quantity: 3 },
    ];
    expect(fittingsPrice(fittings, chosen)).toBe(2 * 85 + 30);
  });

  it("seeds every size within the brand's ranges, rounded to £5, and fittings from £30 to £120", () => {
    for (const m of catalogueSeed.models)
      for (const size of m.sizes) {
        const [low, high] = m.kind === "towel-rail" ? [180, 700] : [250, 1400];
        expect(size.price, `${m.id} ${size.code}`).toBeGreaterThanOrEqual(low);
        expect(size.price, `${m.id} ${size.code}`).toBeLessThanOrEqual(high);
        expect(size.price % 5, `${m.id} ${size.code}`).toBe(0);
      }
    for (const fitting of catalogueSeed.fittings) {
      expect(fitting.price).toBeGreaterThanOrEqual(30);
      expect(fitting.price).toBeLessThanOrEqual(120);
    }
  });
});
