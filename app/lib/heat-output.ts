/**
 * Radiator heat output at any system temperature, from the output declared at ΔT50 under EN 442.
 *
 * EN 442 rates a radiator at 75 °C flow, 65 °C return and 20 °C room: the mean water temperature (70 °C) is
 * 50 K above the room. At any other difference the output follows Q = Q50 × (ΔT / 50)^n, where n is the
 * radiator's own exponent from its EN 442 test (about 1.3 for panels and columns).
 */

/** The temperature difference EN 442 rates outputs at. */
const ratingDeltaT = 50;

/** 1 W = 3.412 BTU/h. */
const btuPerWatt = 3.412;

export interface SystemTemperatures {
  /** Flow (water entering the radiator), °C. */
  flow: number;
  /** Return (water leaving it), °C. */
  return: number;
  /** Room air, °C. */
  room: number;
}

/**
 * ΔT: the arithmetic mean water temperature minus the room temperature, in kelvin. Zero or below means the
 * radiator gives no heat to the room.
 */
export function deltaT({ flow, return: back, room }: SystemTemperatures): number {
  return (flow + back) / 2 - room;
}

/** The correction factor (ΔT / 50)^n that turns a ΔT50 output into the output at `dT`; 0 when dT ≤ 0. */
export function correctionFactor(dT: number, exponent: number): number {
  if (!(dT > 0)) return 0;
  return Math.pow(dT / ratingDeltaT, exponent);
}

/** Output in watts at `dT`, from the output at ΔT50 and the exponent n: Q = Q50 × (ΔT / 50)^n. */
export function outputAt(output50: number, dT: number, exponent: number): number {
  return output50 * correctionFactor(dT, exponent);
}

/** Watts to BTU/h. */
export function toBtu(watts: number): number {
  return watts * btuPerWatt;
}

/** Whole watts, as tables quote them. */
export const roundWatts = (watts: number): number => Math.round(watts);

/** Whole BTU/h from watts. */
export const roundBtu = (watts: number): number => Math.round(toBtu(watts));
