import { describe, expect, it } from "vitest";

import { catalogueSeed } from "~/content/catalogue";

import type { Catalogue, CatalogueModel, CatalogueSize } from "./catalogue/catalogue-schema";
import { estimateHeatNeed } from "./heat-need";
import { deltaT, outputAt } from "./heat-output";
import { rangeFinishes } from "./radiator-matching";
import {
  closeFit,
  fitsWall,
  openWall,
  planLimits,
  planRadiators,
  type PlanRequest,
  type RadiatorPlan,
} from "./radiator-plan";
import { readSizingQuery } from "./sizing-query";
import { heatPumpSystem } from "./system-presets";

const finish = {
  ral: "",
  hex: "#ffffff",
  standardDays: 5,
  madeToMeasureWeeks: [3, 4] as [number, number],
  surchargePercent: 0,
};
const white = { ...finish, id: "white", name: "White", mediaId: null };
const chrome = { ...finish, id: "chrome", name: "Chrome", mediaId: null };

const size = (code: string, height: number, width: number, output50: number, elementWatts: number | null = null) =>
  ({
    code,
    variant: "",
    height,
    width,
    depth: 80,
    sections: null,
    output50,
    weight: 10,
    water: 2,
    pipeCentres: width - 60,
    elementWatts,
    price: 400,
  }) satisfies CatalogueSize;

const model = (id: string, seriesId: string, sizes: CatalogueSize[], extra: Partial<CatalogueModel> = {}) =>
  ({
    id,
    seriesId,
    name: id,
    summary: "A model.",
    description: "",
    kind: "radiator",
    material: "Steel",
    exponent: 1.3,
    connection: "½ in BSP",
    connections: ["bottom-opposite"],
    wallClearance: 40,
    guaranteeYears: 10,
    finishes: [white],
    sizes,
    ...extra,
  }) satisfies CatalogueModel;

/** Two series of radiators, horizontal and vertical, and a towel rail: enough shapes to test every rule. */
const catalogue: Catalogue = {
  series: [
    { id: "panel", name: "Panel", collectionPage: "modern" },
    { id: "column", name: "Column", collectionPage: "classic" },
    { id: "rail", name: "Rail", collectionPage: "rails" },
  ],
  models: [
    model("panel-horizontal", "panel", [
      size("PH-600-600", 600, 600, 700),
      size("PH-600-1000", 600, 1000, 1150),
      size("PH-600-1400", 600, 1400, 1610),
    ]),
    model("panel-vertical", "panel", [size("PV-1800-400", 1800, 400, 1300), size("PV-1800-600", 1800, 600, 1900)]),
    model("column", "column", [size("CO-500-460", 500, 460, 480), size("CO-500-920", 500, 920, 960)], {
      exponent: 1.32,
      finishes: [white, chrome],
    }),
    model("rail", "rail", [size("RA-1200-500", 1200, 500, 600, 400), size("RA-1600-600", 1600, 600, 900, 600)], {
      kind: "towel-rail",
      exponent: 1.25,
      finishes: [chrome, white],
    }),
  ],
  fittings: [],
};

const heatPump45 = heatPumpSystem(45);
const request = (changes: Partial<PlanRequest> = {}): PlanRequest => ({
  need: 1800,
  system: heatPump45,
  finishId: "white",
  bathroom: false,
  wall: openWall,
  maxFlow: 55,
  ...changes,
});

const towelRails = (plan: RadiatorPlan) =>
  plan.parts.filter((p) => p.model.kind === "towel-rail").reduce((n, p) => n + p.count, 0);
const modelsOf = (plan: RadiatorPlan) => new Set(plan.parts.map((p) => p.model.id)).size;
/** 0: towel rails only, 1: a towel rail with radiators beside it, 2: radiators only. */
const kindOf = (plan: RadiatorPlan) => (towelRails(plan) === plan.radiators ? 0 : towelRails(plan) > 0 ? 1 : 2);

/**
 * The order of preference (decision 206): plans with a towel rail first (only a bathroom has them), then those
 * within the close fit, then the fewest radiators, towel rails alone before a rail with radiators, one model before
 * two, least excess.
 */
function expectPreferenceOrder(plans: RadiatorPlan[], need: number) {
  const key = (p: RadiatorPlan) => [
    kindOf(p) === 2 ? 1 : 0,
    closeFit(p.excess, need) ? 0 : 1,
    p.radiators,
    kindOf(p),
    modelsOf(p),
    p.excess,
  ];
  const keys = plans.map(key);
  const sorted = [...keys].sort((a, b) => a.reduce((d, n, i) => d || n - b[i]!, 0));
  expect(keys).toEqual(sorted);
}

/** The plan's output worked out again from the catalogue, at the request's ΔT. */
/** A plan's watts at a ΔT: each size's whole watts, as its model page shows them, added up. */
const output = (plan: RadiatorPlan, dT: number) =>
  plan.parts.reduce((sum, p) => sum + p.count * Math.round(outputAt(p.size.output50, dT, p.model.exponent)), 0);

describe("planning the radiators of a room", () => {
  it.each([300, 900, 1800, 2400])(
    "offers only plans that meet %i W at the buyer's ΔT, fewest radiators first",
    (need) => {
      const { plans, shortfall } = planRadiators(catalogue, request({ need }));
      expect(plans.length).toBeGreaterThan(0);
      expect(shortfall).toBeNull();
      const dT = deltaT(heatPump45);
      for (const plan of plans) {
        expect(output(plan, dT)).toBeGreaterThanOrEqual(need);
        expect(plan.watts).toBeCloseTo(output(plan, dT), 6);
        expect(plan.excess).toBeCloseTo(plan.watts - need, 6);
        expect(plan.radiators).toBe(plan.parts.reduce((n, p) => n + p.count, 0));
      }
      expectPreferenceOrder(plans, need);
    },
  );

  it("never ranks a plan of more radiators or of two models above a close fit of fewer or of one, however much closer", () => {
    for (let need = 200; need <= 3000; need += 50)
      for (const bathroom of [false, true])
        for (const finishId of ["white", "chrome"]) {
          const { plans } = planRadiators(catalogue, request({ need, bathroom, finishId }));
          expectPreferenceOrder(plans, need);
        }
  });

  it("keeps each plan to four radiators of at most two sizes of one series, each plan needing every radiator", () => {
    const dT = deltaT(heatPump45);
    for (const need of [500, 1500, 2500, 3000]) {
      for (const plan of planRadiators(catalogue, request({ need })).plans) {
        expect(plan.radiators).toBeLessThanOrEqual(planLimits.radiators);
        expect(plan.parts.length).toBeLessThanOrEqual(planLimits.sizes);
        expect(new Set(plan.parts.map((p) => p.model.seriesId)).size).toBe(1);
        // Without any one radiator it would fall short: no plan carries a radiator it does not need.
        for (const part of plan.parts)
          expect(output(plan, dT) - outputAt(part.size.output50, dT, part.model.exponent)).toBeLessThan(need);
      }
    }
  });

  it("offers at most six plans, two of a series (its best of each count), with no more than one radiator beyond the fewest that will do", () => {
    const { plans } = planRadiators(catalogue, request({ need: 1500 }));
    expect(plans.length).toBeLessThanOrEqual(planLimits.plans);
    for (const series of ["panel", "column"])
      expect(plans.filter((p) => p.parts[0]!.model.seriesId === series).length).toBeLessThanOrEqual(2);
    const fewest = Math.min(...plans.map((p) => p.radiators));
    expect(plans.every((p) => p.radiators <= fewest + 1)).toBe(true);
  });

  it("gives one radiator when one size is enough", () => {
    const { plans } = planRadiators(catalogue, request({ need: 300 }));
    expect(plans.some((p) => p.radiators === 1)).toBe(true);
  });

  it("keeps to the wall space: the widest and tallest radiator and the orientation", () => {
    const walls = [
      { maxWidth: 700, maxHeight: null, orientation: "any" },
      { maxWidth: null, maxHeight: 700, orientation: "any" },
      { maxWidth: null, maxHeight: null, orientation: "vertical" },
      { maxWidth: null, maxHeight: null, orientation: "horizontal" },
    ] as const;
    for (const wall of walls) {
      const { plans } = planRadiators(catalogue, request({ need: 1200, wall }));
      expect(plans.length).toBeGreaterThan(0);
      for (const part of plans.flatMap((p) => p.parts)) expect(fitsWall(part.size, wall)).toBe(true);
    }
    expect(fitsWall({ width: 600, height: 1800 }, { ...openWall, orientation: "vertical" })).toBe(true);
    expect(fitsWall({ width: 600, height: 1800 }, { ...openWall, orientation: "horizontal" })).toBe(false);
    expect(fitsWall({ width: 600, height: 600 }, { ...openWall, orientation: "vertical" })).toBe(true);
    expect(fitsWall({ width: 1000, height: 600 }, { ...openWall, maxWidth: 999 })).toBe(false);
  });

  it("offers only the buyer's finish, and towel rails only for bathrooms, before the radiators", () => {
    const inChrome = planRadiators(catalogue, request({ need: 400, finishId: "chrome", bathroom: true })).plans;
    expect(new Set(inChrome.flatMap((p) => p.parts.map((part) => part.model.id)))).toEqual(new Set(["column", "rail"]));
    expect(inChrome.every((p) => p.parts.every((part) => part.finish.id === "chrome"))).toBe(true);
    const kinds = inChrome.map((p) => p.parts[0]!.model.kind);
    expect(kinds[0]).toBe("towel-rail");
    expect(kinds).toEqual([...kinds].sort((a, b) => (a === b ? 0 : a === "towel-rail" ? -1 : 1)));
    const living = planRadiators(catalogue, request({ need: 400 })).plans;
    expect(living.some((p) => p.parts.some((part) => part.model.kind === "towel-rail"))).toBe(false);
  });

  it("offers a bathroom a towel rail with a radiator beside it when one towel rail alone falls short", () => {
    const dT = deltaT(heatPump45);
    const need = 1200;
    const { plans } = planRadiators(catalogue, request({ need, finishId: "chrome", bathroom: true }));
    const kindsOf = (p: RadiatorPlan) => new Set(p.parts.map((part) => part.model.kind));
    const mixed = plans.filter((p) => kindsOf(p).size === 2);
    expect(mixed.length).toBeGreaterThan(0);
    for (const p of mixed) {
      expect(p.parts[0]!.model.kind).toBe("towel-rail");
      expect(p.parts[0]!.count).toBe(1);
      expect(p.parts[0]!.wattsEach).toBeLessThan(need);
      expect(p.parts.every((part) => part.finish.id === "chrome")).toBe(true);
      expect(output(p, dT)).toBeGreaterThanOrEqual(need);
      // Without one of its radiators it would fall short.
      expect(output(p, dT) - p.parts[1]!.wattsEach).toBeLessThan(need);
    }
    expectPreferenceOrder(plans, need);
    expect(plans.length).toBeLessThanOrEqual(planLimits.plans);
    // A living room is never offered a towel rail, mixed or not.
    const living = planRadiators(catalogue, request({ need, finishId: "chrome" })).plans;
    expect(living.flatMap((p) => p.parts).some((part) => part.model.kind === "towel-rail")).toBe(false);
  });

  it("does bounded work: each series' sizes once and each pair of them once", () => {
    const sizes = catalogue.models.reduce((n, m) => n + m.sizes.length, 0);
    const { examined } = planRadiators(catalogue, request({ need: 1800, bathroom: true }));
    expect(examined).toBeGreaterThan(0);
    expect(examined).toBeLessThanOrEqual(sizes + ((sizes * (sizes - 1)) / 2) * 6);
  });
});

describe("when nothing meets the need", () => {
  const need = 4000;
  const short = () => planRadiators(catalogue, request({ need, system: heatPumpSystem(35) }));

  it("says by how much the strongest plan falls short, in watts and per cent", () => {
    const { plans, shortfall } = short();
    expect(plans).toEqual([]);
    const dT = deltaT(heatPumpSystem(35));
    // Four of the strongest size: the vertical panel of 1,900 W at ΔT50.
    expect(shortfall!.plan!.parts.map((p) => [p.size.code, p.count])).toEqual([["PV-1800-600", 4]]);
    expect(shortfall!.watts).toBeCloseTo(need - output(shortfall!.plan!, dT), 6);
    expect(shortfall!.percent).toBeCloseTo((shortfall!.watts / need) * 100, 6);
  });

  it("finds the lowest whole flow temperature at which that plan would meet it, the return and room kept as they run", () => {
    const { shortfall } = short();
    const meetsAt = shortfall!.meetsAt!;
    expect(meetsAt.return).toBe(meetsAt.flow - 5);
    expect(meetsAt.room).toBe(21);
    expect(output(shortfall!.plan!, deltaT(meetsAt))).toBeGreaterThanOrEqual(need);
    expect(output(shortfall!.plan!, deltaT(heatPumpSystem(meetsAt.flow - 1)))).toBeLessThan(need);
    // Not even at the heat pump's 55 °C: no flow to suggest.
    expect(planRadiators(catalogue, request({ need: 9000 })).shortfall!.meetsAt).toBeNull();
  });

  it("says what the wall space costs: the best plan without the buyer's limits", () => {
    const wall = { maxWidth: 700, maxHeight: 700, orientation: "any" } as const;
    const { plans, shortfall } = planRadiators(catalogue, request({ need: 2500, wall }));
    expect(plans).toEqual([]);
    expect(shortfall!.withoutWallLimits).not.toBeNull();
    expect(shortfall!.withoutWallLimits!.watts).toBeGreaterThanOrEqual(2500);
    expect(short().shortfall!.withoutWallLimits).toBeNull();
  });

  it("says when no size fits the wall space in that finish, and what would without the limits", () => {
    const wall = { maxWidth: 250, maxHeight: 300, orientation: "any" } as const;
    const { plans, shortfall } = planRadiators(catalogue, request({ need: 500, wall }));
    expect(plans).toEqual([]);
    expect(shortfall).toMatchObject({ plan: null, watts: 500, percent: 100, meetsAt: null });
    expect(shortfall!.withoutWallLimits!.watts).toBeGreaterThanOrEqual(500);
  });
});

// The plans are made from the catalogue visitors see: the seed, as first published (app/server/catalogue/catalogue.test.ts
// shows it comes back from the database unchanged).
const catalogueRequest = (changes: Partial<PlanRequest> = {}): PlanRequest => ({
  need: 1800,
  system: heatPumpSystem(45),
  finishId: "white",
  bathroom: false,
  wall: openWall,
  maxFlow: 55,
  ...changes,
});

describe("plans from the published range", () => {
  it("give the 5 × 4 m living room of 1,800 W a plan on a heat pump at 45 and 50 °C", () => {
    for (const flow of [45, 50]) {
      const system = heatPumpSystem(flow);
      const { plans, shortfall } = planRadiators(catalogueSeed, catalogueRequest({ system }));
      expect(plans.length, `${flow} °C`).toBeGreaterThan(0);
      expect(shortfall).toBeNull();
      for (const plan of plans) {
        const watts = plan.parts.reduce(
          (sum, p) => sum + p.count * outputAt(p.size.output50, deltaT(system), p.model.exponent),
          0,
        );
        expect(watts).toBeGreaterThanOrEqual(1800);
      }
    }
  });

  it("tell the same room at 35 °C, where four radiators cannot do, the flow at which the strongest plan would", () => {
    const { plans, shortfall } = planRadiators(catalogueSeed, catalogueRequest({ system: heatPumpSystem(35) }));
    expect(plans).toEqual([]);
    expect(shortfall!.plan!.radiators).toBe(planLimits.radiators);
    expect(shortfall!.meetsAt).toMatchObject({ return: shortfall!.meetsAt!.flow - 5, room: 21 });
    expect(shortfall!.meetsAt!.flow).toBeLessThan(45);
  });

  it("stays within a bounded search over every finish, bathroom or not", () => {
    for (const finish of rangeFinishes(catalogueSeed))
      for (const bathroom of [false, true]) {
        const { plans, examined } = planRadiators(catalogueSeed, catalogueRequest({ finishId: finish.id, bathroom }));
        // Each series' sizes once, and each pair of sizes within a series once: under 25,000 for the range.
        expect(examined).toBeLessThan(25_000);
        expect(plans.length).toBeLessThanOrEqual(planLimits.plans);
      }
  });

  it("offers a bathroom towel rails first, with their electric elements", () => {
    const { plans } = planRadiators(catalogueSeed, catalogueRequest({ need: 600, finishId: "chrome", bathroom: true }));
    expect(plans[0]!.parts[0]!.model.kind).toBe("towel-rail");
    for (const part of plans.flatMap((p) => p.parts).filter((p) => p.model.kind === "towel-rail"))
      expect(part.size.elementWatts).toBeGreaterThan(0);
  });

  it("tells a poorly insulated room at 35 °C how far the strongest plan falls short and the flow that would do", () => {
    // 5 × 4 × 2.4 m, before 1930, single glazing, three outside walls: 3,840 W.
    const { plans, shortfall } = planRadiators(
      catalogueSeed,
      catalogueRequest({ need: 3840, system: heatPumpSystem(35) }),
    );
    expect(plans).toEqual([]);
    expect(shortfall!.watts).toBeGreaterThan(0);
    expect(shortfall!.percent).toBeGreaterThan(0);
    expect(shortfall!.meetsAt!.flow).toBeGreaterThan(35);
    expect(shortfall!.meetsAt!.flow).toBeLessThanOrEqual(55);
  });

  describe("for a small bathroom on a heat pump at 45 °C (2.0 × 1.8 m, kept at 22 °C)", () => {
    const query = readSizingQuery(new URLSearchParams("type=bathroom&length=2&width=1.8&system=heat-pump&flow=45"));
    const need = estimateHeatNeed(query.room!).watts;
    const bathroom = (finishId: string) =>
      planRadiators(catalogueSeed, catalogueRequest({ need, system: query.system!, finishId, bathroom: true })).plans;

    it("lead with two pieces, not three or four towel rails, and offer a towel rail with a radiator beside it", () => {
      expect(query.system).toEqual({ flow: 45, return: 40, room: 22 });
      const plans = bathroom("white");
      expect(plans.length).toBeGreaterThan(0);
      expectPreferenceOrder(plans, need);
      expect(plans[0]!.radiators).toBeLessThanOrEqual(2);
      expect(towelRails(plans[0]!)).toBeGreaterThan(0);
      const mixed = plans.filter((p) => kindOf(p) === 1);
      expect(mixed.length).toBeGreaterThan(0);
      for (const p of mixed) {
        expect(p.radiators).toBe(2);
        expect(p.parts.every((part) => part.finish.id === "white")).toBe(true);
      }
      // No plan of three or four pieces comes before a towel rail with one radiator.
      const firstMixed = plans.indexOf(mixed[0]!);
      expect(plans.slice(0, firstMixed).every((p) => p.radiators <= 2)).toBe(true);
    });

    it("in chrome, which no radiator of ours comes in, offer towel rails alone, two of one model first", () => {
      const plans = bathroom("chrome");
      expect(plans.length).toBeGreaterThan(0);
      expect(plans.every((p) => kindOf(p) === 0)).toBe(true);
      expect(plans[0]!.radiators).toBe(2);
      expect(modelsOf(plans[0]!)).toBe(1);
      expectPreferenceOrder(plans, need);
    });
  });
});
