import { describe, expect, it } from "vitest";

import { catalogueSeed } from "~/content/catalogue";
import { deltaT, outputAt } from "~/lib/heat-output";
import { matchRadiators, rangeFinishes, sizesPerModel } from "~/lib/radiator-matching";
import { fitsWall } from "~/lib/radiator-plan";

// The matching runs over the catalogue visitors see: the seed, as first published (app/server/catalogue/catalogue.test.ts
// shows it comes back from the database unchanged).
const catalogue = () => catalogueSeed;
const heatPump45 = deltaT({ flow: 45, return: 40, room: 21 });

describe("matching the range to a room's heat need", () => {
  it.each([
    [400, 50],
    [1300, 50],
    [1300, heatPump45],
    [1600, heatPump45],
    [2500, 30],
  ])("offers only sizes that meet %i W at ΔT%s, smallest sufficient first", (need, dT) => {
    expect(matchRadiators(catalogue(), need, dT, "white", false).length).toBeGreaterThan(0);
    for (const finish of rangeFinishes(catalogue())) {
      for (const group of matchRadiators(catalogue(), need, dT, finish.id, true)) {
        for (const match of group.models) {
          const model = catalogue().models.find((m) => m.id === match.model.id)!;
          expect(match.finish.id).toBe(finish.id);
          expect(match.sizes.length).toBeGreaterThan(0);
          expect(match.sizes.length).toBeLessThanOrEqual(sizesPerModel);
          const exact = match.sizes.map((s) => outputAt(s.size.output50, dT, model.exponent) * s.count);
          for (const watts of exact) expect(watts).toBeGreaterThanOrEqual(need);
          expect([...exact].sort((a, b) => a - b)).toEqual(exact);
          // Nothing smaller that would also do was left out in front of the first offer.
          const count = match.sizes[0]!.count;
          const smaller = model.sizes.filter(
            (s) =>
              outputAt(s.output50, dT, model.exponent) * count >= need && s.output50 < match.sizes[0]!.size.output50,
          );
          expect(smaller).toEqual([]);
        }
      }
    }
  });

  it("offers two of a size only where no single size is enough", () => {
    const groups = matchRadiators(catalogue(), 1600, heatPump45, "white", false);
    expect(groups.flatMap((g) => g.models).some((m) => m.sizes[0]!.count === 2)).toBe(true);
    for (const { model, sizes } of groups.flatMap((g) => g.models)) {
      const single = model.sizes.some((s) => outputAt(s.output50, heatPump45, model.exponent) >= 1600);
      expect(sizes.every((s) => s.count === (single ? 1 : 2))).toBe(true);
    }
  });

  it("groups models by series in catalogue order, and keeps towel rails for bathrooms", () => {
    const groups = matchRadiators(catalogue(), 500, 50, "white", false);
    const order = catalogue().series.map((s) => s.id);
    const ids = groups.map((g) => g.seriesId);
    expect(ids).toEqual([...ids].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    expect(groups.flatMap((g) => g.models).some((m) => m.model.kind === "towel-rail")).toBe(false);
    const bathroom = matchRadiators(catalogue(), 500, 50, "white", true).flatMap((g) => g.models);
    expect(bathroom.some((m) => m.model.kind === "towel-rail")).toBe(true);
  });

  it("offers nothing in a finish no model has, or when the water is no warmer than the room", () => {
    expect(matchRadiators(catalogue(), 500, 50, "no-such-finish", true)).toEqual([]);
    expect(matchRadiators(catalogue(), 500, 0, "white", true)).toEqual([]);
  });

  it("offers only sizes that fit the buyer's wall space", () => {
    const wall = { maxWidth: 800, maxHeight: 700, orientation: "horizontal" } as const;
    const sizes = matchRadiators(catalogue(), 500, 50, "white", true, wall).flatMap((g) =>
      g.models.flatMap((m) => m.sizes),
    );
    expect(sizes.length).toBeGreaterThan(0);
    for (const { size } of sizes) expect(fitsWall(size, wall)).toBe(true);
  });
});
