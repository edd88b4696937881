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
import { openWall, orientations, type WallSpace } from "~/lib/radiator-plan";
import { roomLength } from "~/lib/room-length";
import {
  boilerSystem,
  heatPumpFlowRange,
  heatPumpSystem,
  readTemperature,
  readTemperatures,
  temperatureBounds,
  temperaturesLabel,
} from "~/lib/system-presets";

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
  /** Empty: the room type's design temperature. */
  room: "",
  /** Watts from a heat-loss survey; empty: our estimate. */
  loss: "",
  maxwidth: "",
  maxheight: "",
  orientation: "any",
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
  /** Measured, for the estimate; absent when a surveyed heat loss is given without the measurements. */
  room?: Room;
  /** The heat loss of a survey, which replaces the estimate. */
  surveyedWatts?: number;
  /** The room's temperature, °C: the one given, else its type's design temperature. */
  roomTemperature: number;
  system?: SystemTemperatures;
  systemKind: SystemKind;
  wall: WallSpace;
}

const oneOf = <T extends string>(options: Record<T, unknown>, value: string): value is T =>
  Object.prototype.hasOwnProperty.call(options, value);

function wholeNumber(value: string, label: string, min: number, max: number): number | string {
  const n = /^\s*\d{1,3}\s*$/.test(value) ? Number(value) : NaN;
  return n >= min && n <= max ? n : `${label} must be a whole number from ${min} to ${max}.`;
}

/** The room's temperature: the one typed, else its type's design temperature. */
function readRoomTemperature(v: SizingValues, errors: SizingErrors): number {
  const design = oneOf(roomTypes, v.type) ? roomTypes[v.type].designTemperature : roomTypes.living.designTemperature;
  if (v.room.trim() === "") return design;
  const { label, min, max } = temperatureBounds.room;
  const room = readTemperature(v.room, label, min, max);
  if (typeof room === "number") return room;
  errors.room = room;
  return design;
}

function readSystem(kind: SystemKind, v: SizingValues, room: number, errors: SizingErrors) {
  if (kind === "boiler") return boilerSystem;
  if (kind === "heat-pump") {
    const { min, max } = heatPumpFlowRange;
    const flow = readTemperature(v.flow, "The heat pump's flow temperature", min, max);
    if (typeof flow === "string") return void (errors.flow = flow);
    return errors.room ? undefined : heatPumpSystem(flow, room);
  }
  const reading = readTemperatures({
    flow: v.flow,
    return: v.return,
    room: v.room.trim() === "" ? String(room) : v.room,
  });
  if (reading.ok) return reading.system;
  Object.assign(errors, reading.errors);
  return undefined;
}

/** A whole number as people write it ("1800", "1,800", "1800 W", "1200 mm"), within bounds, or a message. */
function wholeAmount(value: string, unit: RegExp, label: string, what: string, min: number, max: number) {
  const text = value.trim().replace(unit, "").trim();
  const n = /^(\d{1,3}(,\d{3})+|\d+)$/.test(text) ? Number(text.replace(/,/g, "")) : NaN;
  return n >= min && n <= max
    ? n
    : `${label} must be a whole number of ${what} from ${min} to ${max.toLocaleString("en-GB")}, such as ${min > 100 ? 1200 : 1800}.`;
}

const wallBounds = { min: 200, max: 10000 };
const lossBounds = { min: 50, max: 20000 };

function readWall(v: SizingValues, errors: SizingErrors): WallSpace {
  const limit = (field: "maxwidth" | "maxheight", label: string) => {
    if (v[field].trim() === "") return null;
    const n = wholeAmount(v[field], /mm$/i, label, "millimetres", wallBounds.min, wallBounds.max);
    if (typeof n === "number") return n;
    errors[field] = n;
    return null;
  };
  if (!oneOf(orientations, v.orientation)) errors.orientation = "Choose an orientation from the list.";
  return {
    maxWidth: limit("maxwidth", "Widest radiator"),
    maxHeight: limit("maxheight", "Tallest radiator"),
    orientation: oneOf(orientations, v.orientation) ? v.orientation : openWall.orientation,
  };
}

function readSurveyedLoss(v: SizingValues, errors: SizingErrors): number | undefined {
  if (v.loss.trim() === "") return undefined;
  const n = wholeAmount(v.loss, /\s*(w|watts?)$/i, "Heat loss from a survey", "watts", lossBounds.min, lossBounds.max);
  if (typeof n === "number") return n;
  errors.loss = n;
  return undefined;
}

export function readSizingQuery(params: URLSearchParams): SizingQuery {
  const values = Object.fromEntries(
    Object.entries(sizingDefaults).map(([key, fallback]) => [key, (params.get(key) ?? fallback).slice(0, 40)]),
  ) as SizingValues;
  const submitted = params.has("length") || params.has("width") || values.loss.trim() !== "";
  const errors: SizingErrors = {};
  const systemKind: SystemKind = oneOf(systems, values.system) ? values.system : "boiler";
  if (!oneOf(systems, values.system)) errors.system = "Choose a heating system from the list.";
  const roomTemperature = readRoomTemperature(values, errors);
  const system = readSystem(systemKind, values, roomTemperature, errors);
  const wall = readWall(values, errors);
  const surveyedWatts = readSurveyedLoss(values, errors);
  // A surveyed heat loss makes the measurements optional; those given are still checked and estimated.
  const measured = values.loss.trim() === "" || values.length.trim() !== "" || values.width.trim() !== "";

  const measure = (field: "length" | "width" | "height", label: string, min: number, max: number) => {
    const result = roomLength(values[field], label, { min, max });
    if (result.ok) return result.metres;
    errors[field] = result.message;
    return 0;
  };
  const length = measured ? measure("length", "Length", 0.5, 30) : 0;
  const width = measured ? measure("width", "Width", 0.5, 30) : 0;
  const height = measured ? measure("height", "Ceiling height", 1.8, 6) : 0;
  const windows = wholeNumber(values.windows, "Windows", 0, 20);
  const walls = wholeNumber(values.walls, "Outside walls", 0, 4);
  if (typeof windows === "string") errors.windows = windows;
  if (typeof walls === "string") errors.walls = walls;
  if (!oneOf(roomTypes, values.type)) errors.type = "Choose a room type from the list.";
  if (!oneOf(windowSizes, values.window)) errors.window = "Choose a window size from the list.";
  if (!oneOf(glazings, values.glazing)) errors.glazing = "Choose the glazing from the list.";
  if (!oneOf(insulationEras, values.insulation)) errors.insulation = "Choose when the house was built from the list.";

  const base = { values, submitted, systemKind, system, roomTemperature, wall };
  if (!submitted) return { ...base, errors: {} };
  if (Object.keys(errors).length > 0) return { ...base, errors };
  const room: Room | undefined = measured
    ? {
        type: values.type as RoomType,
        length,
        width,
        height,
        windows: windows as number,
        windowSize: values.window as WindowSize,
        exteriorWalls: walls as number,
        glazing: values.glazing as Glazing,
        insulation: values.insulation as InsulationEra,
        temperature: roomTemperature,
      }
    : undefined;
  return { ...base, errors, room, surveyedWatts };
}
