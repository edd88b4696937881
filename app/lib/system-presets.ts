import { dtLabel } from "./catalogue/figures";
import { deltaT, type SystemTemperatures } from "./heat-output";

/**
 * The buyer's heating system, in one place for every page that quotes an output (decision 102): the presets the
 * calculator, the model pages and the spec sheets offer, the bounds and checks of temperatures typed or linked,
 * and the query parameters that carry a system from one page to the next.
 */

export interface SystemPreset extends SystemTemperatures {
  id: string;
  label: string;
}

/** The EN 442 rating conditions, as a conventional gas boiler runs: ΔT50. */
export const boilerSystem: SystemPreset = { id: "boiler", label: "Boiler 75/65/20 °C", flow: 75, return: 65, room: 20 };

/** A heat pump's flows offered as presets; each runs with the return 5 K cooler and the room at 21 °C (MCS). */
export const heatPumpFlows = [35, 40, 45, 50, 55] as const;
export const heatPumpDrop = 5;
export const heatPumpRoom = 21;
/** The flows a buyer may type for a heat pump: those of the presets and any between. */
export const heatPumpFlowRange = { min: heatPumpFlows[0], max: heatPumpFlows[heatPumpFlows.length - 1]! };

/** "45/40/21": flow, return and room, as heating engineers write them. */
export const temperaturesLabel = ({ flow, return: back, room }: SystemTemperatures) => `${flow}/${back}/${room}`;

/**
 * A heat pump at `flow` °C: 45 gives 45/40/21, ΔT21.5, the preset. The calculator passes the room's own design
 * temperature (a bedroom's 18 °C gives 45/40/18); the presets are always at 21 °C.
 */
export function heatPumpSystem(flow: number, room: number = heatPumpRoom): SystemTemperatures {
  return { flow, return: flow - heatPumpDrop, room };
}

/** The preset of a heat pump at `flow` °C, labelled with its temperatures: "Heat pump 45/40/21 °C". */
export function heatPumpPreset(flow: number, room: number = heatPumpRoom): SystemPreset {
  const system = heatPumpSystem(flow, room);
  return { id: `heat-pump-${flow}`, label: `Heat pump ${temperaturesLabel(system)} °C`, ...system };
}

/** A heat pump's temperatures at any room: a preset's flow or one between, the return 5 K cooler (a bedroom's 45/40/18). */
const isHeatPump = ({ flow, return: back }: SystemTemperatures) =>
  back === flow - heatPumpDrop && flow >= heatPumpFlowRange.min && flow <= heatPumpFlowRange.max;

export const systemPresets: readonly SystemPreset[] = [
  boilerSystem,
  ...heatPumpFlows.map((flow) => heatPumpPreset(flow)),
];

export const sameSystem = (a: SystemTemperatures, b: SystemTemperatures) =>
  a.flow === b.flow && a.return === b.return && a.room === b.room;

/** The preset these temperatures are, if any, of `presets` (a model page's own: `modelSystemPresets`). */
export const presetOf = (system: SystemTemperatures, presets: readonly SystemPreset[] = systemPresets) =>
  presets.find((p) => sameSystem(p, system));

/**
 * "Heat pump 45/40/21 °C (ΔT21.5)", also at a room's own temperature ("Heat pump 45/40/18 °C": a heat pump's flow, the
 * return 5 K cooler, as the site offers them), or "45/38/20 °C (ΔT21.5)" for other temperatures; named from
 * `presets` when a page offers presets of its own (a towel rail's, decision 212).
 */
export function systemDescription(
  system: SystemTemperatures,
  presets: readonly SystemPreset[] = systemPresets,
): string {
  const name =
    presetOf(system, presets)?.label ??
    (isHeatPump(system) ? heatPumpPreset(system.flow, system.room).label : `${temperaturesLabel(system)} °C`);
  return `${name} (${dtLabel(deltaT(system))})`;
}

/** What a typed or linked temperature may be. */
export const temperatureBounds = {
  flow: { label: "Flow temperature", min: 30, max: 90 },
  return: { label: "Return temperature", min: 20, max: 90 },
  room: { label: "Room temperature", min: 10, max: 28 },
} as const;
export type TemperatureField = keyof typeof temperatureBounds;

const asNumber = (value: string) => (/^\s*-?\d{1,3}([.,]\d)?\s*$/.test(value) ? Number(value.replace(",", ".")) : NaN);

/** A temperature as people type it ("45", "45.5", "45,5"), or the message saying what to type. */
export function readTemperature(value: string, label: string, min: number, max: number): number | string {
  const n = asNumber(value);
  return n >= min && n <= max ? n : `${label} must be a number of degrees from ${min} to ${max} °C.`;
}

/** Why these temperatures cannot heat a room, and which one to change; null when they can. */
export function systemProblem(system: SystemTemperatures): { field: TemperatureField; message: string } | null {
  if (system.return > system.flow)
    return { field: "return", message: "The return temperature cannot be above the flow temperature." };
  if (system.flow <= system.room)
    return { field: "flow", message: "The flow temperature must be above the room temperature, or no heat flows." };
  if (deltaT(system) <= 0)
    return { field: "room", message: "The room must be cooler than the water's mean temperature, or no heat flows." };
  return null;
}

export type SystemReading =
  { ok: true; system: SystemTemperatures } | { ok: false; errors: Partial<Record<TemperatureField, string>> };

/**
 * Flow, return and room from a form or an address: the system, or a message for each value that is wrong. Three
 * numbers that cannot heat a room say so first (a flow below the room), before any bound is quoted.
 */
export function readTemperatures(input: Record<TemperatureField, string>): SystemReading {
  const fields = ["flow", "return", "room"] as const;
  const numbers = { flow: asNumber(input.flow), return: asNumber(input.return), room: asNumber(input.room) };
  const problem = fields.every((f) => Number.isFinite(numbers[f])) ? systemProblem(numbers) : null;
  if (problem) return { ok: false, errors: { [problem.field]: problem.message } };
  const errors: Partial<Record<TemperatureField, string>> = {};
  for (const field of fields) {
    const { label, min, max } = temperatureBounds[field];
    const value = readTemperature(input[field], label, min, max);
    if (typeof value === "string") errors[field] = value;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, system: numbers };
}

/** The parameters that carry a system in an address (none for the boiler, every page's default). */
export function systemSearchParams(system: SystemTemperatures): [string, string][] {
  if (sameSystem(system, boilerSystem)) return [];
  return [
    ["flow", String(system.flow)],
    ["return", String(system.return)],
    ["room", String(system.room)],
  ];
}

/** The line a quote request carries so we quote for the buyer's system: none for the boiler, the default. */
export function systemNote(system: SystemTemperatures): string | null {
  return sameSystem(system, boilerSystem) ? null : `Outputs for my system: ${systemDescription(system)}.`;
}
