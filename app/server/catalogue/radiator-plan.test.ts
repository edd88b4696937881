import { describe, expect, it } from "vitest";
import { deltaT, outputAt } from "~/lib/heat-output";
import { rangeFinishes } from "~/lib/radiator-matching";
import { openWall, planLimits, planRadiators, type PlanRequest } from "~/lib/radiator-plan";
import { heatPumpSystem } from "~/lib/system-presets";
import { publishedCatalogue } from "./catalogue.server";

// The plans are made from the catalogue visitors see, with every figure as published.
const catalogue = () => publishedCatalogue();
const request = (changes: Partial<PlanRequest> = {}): PlanRequest => ({
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
      const { plans, shortfall } = planRadiators(catalogue(), request({ system }));
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
    const { plans, shortfall } = planRadiators(catalogue(), request({ system: heatPumpSystem(35) }));
    expect(plans).toEqual([]);
    expect(shortfall!.plan!.radiators).toBe(planLimits.radiators);
    expect(shortfall!.meetsAt).toMatchObject({ return: shortfall!.meetsAt!.flow - 5, room: 21 });
    expect(shortfall!.meetsAt!.flow).toBeLessThan(45);
  });

  it("stays within a bounded search over every finish, bathroom or not", () => {
    for (const finish of rangeFinishes(catalogue()))
      for (const bathroom of [false, true]) {
        const { plans, examined } = planRadiators(catalogue(), request({ finishId: finish.id, bathroom }));
        // Each series' sizes once, and each pair of sizes within a series once: under 25,000 for the range.
        expect(examined).toBeLessThan(25_000);
        expect(plans.length).toBeLessThanOrEqual(planLimits.plans);
      }
  });

  it("offers a bathroom towel rails first, with their electric elements", () => {
    const { plans } = planRadiators(catalogue(), request({ need: 600, finishId: "chrome", bathroom: true }));
    expect(plans[0]!.parts[0]!.model.kind).toBe("towel-rail");
    for (const part of plans.flatMap((p) => p.parts).filter((p) => p.model.kind === "towel-rail"))
      expect(part.size.elementWatts).toBeGreaterThan(0);
  });

  it("tells a poorly insulated room at 35 °C how far the strongest plan falls short and the flow that would do", () => {
    // 5 × 4 × 2.4 m, before 1930, single glazing, three outside walls: 3,840 W.
    const { plans, shortfall } = planRadiators(catalogue(), request({ need: 3840, system: heatPumpSystem(35) }));
    expect(plans).toEqual([]);
    expect(shortfall!.watts).toBeGreaterThan(0);
    expect(shortfall!.percent).toBeGreaterThan(0);
    expect(shortfall!.meetsAt!.flow).toBeGreaterThan(35);
    expect(shortfall!.meetsAt!.flow).toBeLessThanOrEqual(55);
  });
});
