import { describe, expect, it } from "vitest";

import { deltaT } from "./heat-output";
import {
  boilerSystem,
  heatPumpSystem,
  presetOf,
  readTemperatures,
  systemDescription,
  systemNote,
  systemPresets,
  systemSearchParams,
} from "./system-presets";

describe("the heating system presets", () => {
  it("are the boiler at ΔT50 and a heat pump at 35 to 55 °C flow, 5 K drop and the room at 21 °C", () => {
    expect(systemPresets.map((p) => [p.label, deltaT(p)])).toEqual([
      ["Boiler 75/65/20 °C", 50],
      ["Heat pump 35/30/21 °C", 11.5],
      ["Heat pump 40/35/21 °C", 16.5],
      ["Heat pump 45/40/21 °C", 21.5],
      ["Heat pump 50/45/21 °C", 26.5],
      ["Heat pump 55/50/21 °C", 31.5],
    ]);
    expect(boilerSystem).toMatchObject({ flow: 75, return: 65, room: 20 });
  });

  it("give a heat pump the same temperatures wherever its flow is chosen", () => {
    expect(heatPumpSystem(45)).toEqual({ flow: 45, return: 40, room: 21 });
    expect(presetOf(heatPumpSystem(55))?.id).toBe("heat-pump-55");
    expect(presetOf({ flow: 55, return: 45, room: 21 })).toBeUndefined();
  });

  it("describe a system with its ΔT, a preset by its name", () => {
    expect(systemDescription(heatPumpSystem(45))).toBe("Heat pump 45/40/21 °C (ΔT21.5)");
    expect(systemDescription({ flow: 50, return: 40, room: 20 })).toBe("50/40/20 °C (ΔT25)");
    // A heat pump at a room's own temperature (the calculator's bedroom, a bathroom's towel rail) is named as one.
    expect(systemDescription(heatPumpSystem(45, 18))).toBe("Heat pump 45/40/18 °C (ΔT24.5)");
    expect(systemNote(heatPumpSystem(45, 22))).toBe("Outputs for my system: Heat pump 45/40/22 °C (ΔT20.5).");
  });

  it("travel in an address as flow, return and room, left out for the boiler", () => {
    expect(systemSearchParams(heatPumpSystem(45))).toEqual([
      ["flow", "45"],
      ["return", "40"],
      ["room", "21"],
    ]);
    expect(systemSearchParams(boilerSystem)).toEqual([]);
  });
});

describe("temperatures typed or linked", () => {
  it("are read with a decimal point or comma", () => {
    expect(readTemperatures({ flow: "45", return: "37,5", room: "20.5" })).toEqual({
      ok: true,
      system: { flow: 45, return: 37.5, room: 20.5 },
    });
  });

  it("refuse a flow at or below the room, a return above the flow and water no warmer than the room", () => {
    expect(readTemperatures({ flow: "20", return: "18", room: "21" })).toEqual({
      ok: false,
      errors: { flow: "The flow temperature must be above the room temperature, or no heat flows." },
    });
    expect(readTemperatures({ flow: "40", return: "45", room: "21" })).toEqual({
      ok: false,
      errors: { return: "The return temperature cannot be above the flow temperature." },
    });
    expect(readTemperatures({ flow: "30", return: "24", room: "28" })).toEqual({
      ok: false,
      errors: { room: "The room must be cooler than the water's mean temperature, or no heat flows." },
    });
  });

  it("say what to type for letters, a missing value or one out of bounds", () => {
    expect(readTemperatures({ flow: "hot", return: "", room: "-5" })).toEqual({
      ok: false,
      errors: {
        flow: "Flow temperature must be a number of degrees from 30 to 90 °C.",
        return: "Return temperature must be a number of degrees from 20 to 90 °C.",
        room: "Room temperature must be a number of degrees from 10 to 28 °C.",
      },
    });
  });
});
