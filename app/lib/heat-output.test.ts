import { describe, expect, it } from "vitest";

import { correctionFactor, deltaT, outputAt, roundBtu, toBtu } from "./heat-output";

describe("heat output", () => {
  it("rates at ΔT50 under EN 442 conditions (75/65/20 °C)", () => {
    expect(deltaT({ flow: 75, return: 65, room: 20 })).toBe(50);
    expect(correctionFactor(50, 1.3)).toBe(1);
  });

  it("takes ΔT as the mean water temperature minus the room temperature", () => {
    expect(deltaT({ flow: 45, return: 40, room: 21 })).toBe(21.5);
    expect(deltaT({ flow: 55, return: 45, room: 21 })).toBe(29);
    expect(deltaT({ flow: 70, return: 50, room: 20 })).toBe(40);
  });

  it("gives the published correction factors at n = 1.3", () => {
    expect(correctionFactor(30, 1.3)).toBeCloseTo(0.515, 3);
    expect(correctionFactor(60, 1.3)).toBeCloseTo(1.267, 3);
    expect(correctionFactor(25, 1.3)).toBeCloseTo(0.406, 3);
  });

  it("scales the ΔT50 output by (ΔT/50)^n", () => {
    expect(outputAt(1000, 30, 1.3)).toBeCloseTo(514.75, 2);
    expect(outputAt(1560, 50, 1.28)).toBe(1560);
    // A lower exponent loses less output at low temperatures.
    expect(outputAt(1000, 30, 1.2)).toBeGreaterThan(outputAt(1000, 30, 1.35));
  });

  it("gives no heat when the water is no warmer than the room", () => {
    expect(correctionFactor(0, 1.3)).toBe(0);
    expect(outputAt(1000, -5, 1.3)).toBe(0);
  });

  it("converts watts to BTU/h at 3.412", () => {
    expect(toBtu(1)).toBe(3.412);
    expect(roundBtu(1560)).toBe(5323);
    expect(roundBtu(2140)).toBe(7302);
  });
});
