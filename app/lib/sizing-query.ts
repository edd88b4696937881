import {
  type Glazing,
  glazings,
  type InsulationEra,
  insulationEras,
  type Room,
  type RoomType,
  roomTypes,
  type WindowSize,
  windowSizes,
} from "~/lib/heat-need";
import type { SystemTemperatures } from "~/lib/heat-output";
import {
  boilerSystem,
  heatPumpFlowRange,
  heatPumpSystem,
  readTemperature,
  readTemperatures,
  temperaturesLabel,
} from "~/lib/system-presets";
import { roomLength } from "~/lib/room-length";

/**
 * The sizing calculator's state, read from its address so a result can be shared and the back button works.
 * Every value arrives as text; each bad one gets a message that says what to type, and nothing throws.
 */

export const systems = {
  boiler: `Gas boiler (ΔT50, ${temperaturesLabel(boilerSystem)} °C)`,
  "heat-pump": `Heat pump (flow ${heatPumpFlowRange.min}–${heatPumpFlowRange.max} °C)`,
  custom: "My own flow, return and room temperatures",
} as const;
export type SystemKind = keyof typeof systems;

export const sizingDefaults = {
  type: "living",
  length: "",
  width: "",
  height: "2.4",
  windows: "1",
  window: "medium",
  walls: "1",
  glazing: "double",
  insulation: "1930-1990",
  system: "boiler",
  flow: "45",
  return: "40",
  room: "21",
  finish: "white",
} as const;
export type SizingField = keyof typeof sizingDefaults;
export type SizingValues = Record<SizingField, string>;
export type SizingErrors = Partial<Record<SizingField, string>>;

export interface SizingQuery {
  values: SizingValues;
  errors: SizingErrors;
  /** False on a first visit: the form is shown without messages. */
  submitted: boolean;
  room?: Room;
  system?: SystemTemperatures;
  systemKind: SystemKind;
}

const oneOf = <T extends string>(options: Record<T, unknown>, value: string): value is T =>
  Object.prototype.hasOwnProperty.call(options, value);

function wholeNumber(value: string, label: string, min: number, max: number): number | string {
  const n = /^\s*\d{1,3}\s*$/.test(value) ? Number(value) : NaN;
  return n >= min && n <= max ? n : `${label} must be a whole number from ${min} to ${max}.`;
}

function readSystem(kind: SystemKind, v: SizingValues, errors: SizingErrors): SystemTemperatures | undefined {
  if (kind === "boiler") return boilerSystem;
  if (kind === "heat-pump") {
    const { min, max } = heatPumpFlowRange;
    const flow = readTemperature(v.flow, "The heat pump's flow temperature", min, max);
    if (typeof flow === "string") return void (errors.flow = flow);
    return heatPumpSystem(flow);
  }
  const reading = readTemperatures(v);
  if (reading.ok) return reading.system;
  Object.assign(errors, reading.errors);
  return undefined;
}

export function readSizingQuery(params: URLSearchParams): SizingQuery {
  const values = Object.fromEntries(
    Object.entries(sizingDefaults).map(([key, fallback]) => [key, (params.get(key) ?? fallback).slice(0, 40)]),
  ) as SizingValues;
  const submitted = params.has("length") || params.has("width");
  const errors: SizingErrors = {};
  const systemKind: SystemKind = oneOf(systems, values.system) ? values.system : "boiler";
  if (!oneOf(systems, values.system)) errors.system = "Choose a heating system from the list.";
  const system = readSystem(systemKind, values, errors);

  const measure = (field: "length" | "width" | "height", label: string, min: number, max: number) => {
    const result = roomLength(values[field], label, { min, max });
    if (result.ok) return result.metres;
    errors[field] = result.message;
    return 0;
  };
  const length = measure("length", "Length", 0.5, 30);
  const width = measure("width", "Width", 0.5, 30);
  const height = measure("height", "Ceiling height", 1.8, 6);
  const windows = wholeNumber(values.windows, "Windows", 0, 20);
  const walls = wholeNumber(values.walls, "Outside walls", 0, 4);
  if (typeof windows === "string") errors.windows = windows;
  if (typeof walls === "string") errors.walls = walls;
  if (!oneOf(roomTypes, values.type)) errors.type = "Choose a room type from the list.";
  if (!oneOf(windowSizes, values.window)) errors.window = "Choose a window size from the list.";
  if (!oneOf(glazings, values.glazing)) errors.glazing = "Choose the glazing from the list.";
  if (!oneOf(insulationEras, values.insulation)) errors.insulation = "Choose when the house was built from the list.";

  if (!submitted) return { values, errors: {}, submitted, systemKind, system };
  if (Object.keys(errors).length > 0) return { values, errors, submitted, systemKind, system };
  const room: Room = {
    type: values.type as RoomType,
    length,
    width,
    height,
    windows: windows as number,
    windowSize: values.window as WindowSize,
    exteriorWalls: walls as number,
    glazing: values.glazing as Glazing,
    insulation: values.insulation as InsulationEra,
  };
  return { values, errors, submitted, systemKind, system, room };
}
