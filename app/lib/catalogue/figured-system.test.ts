import { describe, expect, it } from "vitest";

import { deltaT } from "~/lib/heat-output";
import { boilerSystem, heatPumpSystem, systemDescription, systemPresets } from "~/lib/system-presets";

import { figuredSystem, modelSystemPresets } from "./figured-system";

const rail = { kind: "towel-rail" } as const;
const radiator = { kind: "radiator" } as const;

describe("a model's system presets", () => {
  it("give a towel rail the heat pump presets in a bathroom at 22 °C, labelled with those temperatures", () => {
    const presets = modelSystemPresets(rail);
    expect(presets.map((p) => [p.label, deltaT(p)])).toEqual([
      ["Boiler 75/65/20 °C", 50],
      ["Heat pump 35/30/22 °C", 10.5],
      ["Heat pump 40/35/22 °C", 15.5],
      ["Heat pump 45/40/22 °C", 20.5],
      ["Heat pump 50/45/22 °C", 25.5],
      ["Heat pump 55/50/22 °C", 30.5],
    ]);
    // The same rule as the finder and the comparison: one figure for a rail on a heat pump.
    for (const preset of systemPresets)
      expect(presets).toContainEqual(expect.objectContaining(figuredSystem(rail, preset)));
  });

  it("leave a radiator's presets as they are", () => {
    expect(modelSystemPresets(radiator)).toEqual(systemPresets);
  });

  it("name a system as the model's page names it; a heat pump as one at any room; other temperatures as given", () => {
    const presets = modelSystemPresets(rail);
    expect(systemDescription(heatPumpSystem(45, 22), presets)).toBe("Heat pump 45/40/22 °C (ΔT20.5)");
    expect(systemDescription(heatPumpSystem(45), presets)).toBe("Heat pump 45/40/21 °C (ΔT21.5)");
    expect(systemDescription(boilerSystem, presets)).toBe("Boiler 75/65/20 °C (ΔT50)");
    expect(systemDescription(heatPumpSystem(45, 22))).toBe("Heat pump 45/40/22 °C (ΔT20.5)");
    expect(systemDescription({ flow: 60, return: 50, room: 22 }, presets)).toBe("60/50/22 °C (ΔT33)");
  });
});
