/**
 * A room's heat need, estimated with the UK rules of thumb that radiator sellers and plumbers publish: the room's
 * volume times a rate for its use, then adjustments for exposure, glazing and insulation. Every factor carries its
 * source so the page can show it. It is an estimate: a room-by-room heat-loss calculation (BS EN 12831, as MCS
 * requires for a heat pump) is the right basis for a new system.
 */
import { roundBtu } from "./heat-output";

/**
 * Each room's use: the rate its volume is heated at, and its design temperature in °C (the BS EN 12831 UK
 * national annex's figures, as MCS heat-loss surveys use them; decision 130).
 */
export const roomTypes = {
  living: { label: "Living room", wattsPerCubicMetre: 50, designTemperature: 21 },
  dining: { label: "Dining room", wattsPerCubicMetre: 50, designTemperature: 21 },
  study: { label: "Study", wattsPerCubicMetre: 50, designTemperature: 21 },
  bathroom: { label: "Bathroom", wattsPerCubicMetre: 50, designTemperature: 22 },
  bedroom: { label: "Bedroom", wattsPerCubicMetre: 40, designTemperature: 18 },
  kitchen: { label: "Kitchen", wattsPerCubicMetre: 30, designTemperature: 18 },
  hall: { label: "Hall or landing", wattsPerCubicMetre: 30, designTemperature: 18 },
} as const;
export type RoomType = keyof typeof roomTypes;

/** Each room type's design temperature, °C. */
export const designTemperatures = Object.fromEntries(
  Object.entries(roomTypes).map(([type, { designTemperature }]) => [type, designTemperature]),
) as Record<RoomType, number>;

/** The outside temperature heat loss is worked out against: a UK design value (CIBSE Guide A, most of England). */
export const outsideDesignTemperature = -3;

/** Glass area of one window of each size, in square metres. */
export const windowSizes = {
  small: { label: "Small (about 0.6 m²)", area: 0.6 },
  medium: { label: "Medium (about 1.2 m²)", area: 1.2 },
  large: { label: "Large (about 2 m²)", area: 2 },
  doors: { label: "French or patio doors (about 3.5 m²)", area: 3.5 },
} as const;
export type WindowSize = keyof typeof windowSizes;

export const glazings = {
  single: { label: "Single", adjustment: 0 },
  double: { label: "Double", adjustment: -0.1 },
  triple: { label: "Triple", adjustment: -0.15 },
} as const;
export type Glazing = keyof typeof glazings;

export const insulationEras = {
  "before-1930": { label: "Before 1930 (solid walls)", adjustment: 0.15 },
  "1930-1990": { label: "1930 to 1990 (cavity walls)", adjustment: 0 },
  "1991-2010": { label: "1991 to 2010 (insulated cavity, loft insulation)", adjustment: -0.1 },
  "after-2010": { label: "2011 or later (current Building Regulations)", adjustment: -0.2 },
} as const;
export type InsulationEra = keyof typeof insulationEras;

export interface Room {
  type: RoomType;
  /** Metres. */
  length: number;
  width: number;
  height: number;
  windows: number;
  windowSize: WindowSize;
  /** Walls that face outside, 0 to 4. */
  exteriorWalls: number;
  glazing: Glazing;
  insulation: InsulationEra;
  /** The temperature the room is kept at, °C: its type's design temperature unless the buyer chose another. */
  temperature: number;
}

export interface Factor {
  label: string;
  /** What the factor does, as shown: '50 W/m³', '+15 %', '−10 %'. */
  effect: string;
  source: string;
}

export interface HeatNeed {
  volume: number;
  watts: number;
  btuPerHour: number;
  factors: Factor[];
}

const sources = {
  volumeRate:
    "UK rule of thumb: room volume in cubic feet × 5 BTU/h for living and dining rooms, × 4 for bedrooms, × 3 for kitchens and halls (about 50, 40 and 30 W/m³); bathrooms, kept warmer, and studies as living rooms",
  walls: "Published BTU-calculator adjustments: two outside walls +15 %, three or more +40 %",
  windows:
    "UK rule of thumb: large glazing (about a quarter of the floor area) +20 %, applied here in proportion to the glass, and at least 1 % a window for the air its frame lets through, so every window counts",
  glazing: "UK rule of thumb: double glazing −10 %; triple glazing taken here at −15 %",
  insulation:
    "Published BTU-calculator adjustments: no loft insulation or solid walls +15 %, filled cavity walls −10 % to −20 %",
  temperature:
    "Design room temperatures of the BS EN 12831 UK annex (living rooms, dining rooms and studies 21 °C, bathrooms 22 °C, bedrooms, kitchens and halls 18 °C); heat loss follows the difference to the −3 °C outside",
} as const;

/** Glass of a quarter of the floor area adds 20 % (large glazing); less or more glass adds in proportion. */
const glazingPerFloorShare = 0.2 / 0.25;

function percent(adjustment: number): string {
  const value = Math.round(adjustment * 100);
  return `${value > 0 ? "+" : value < 0 ? "−" : "±"}${Math.abs(value)} %`;
}

/**
 * The windows' adjustment, in whole percent (as shown, so the breakdown adds up to the figure), and its label. Each
 * window adds at least 1 %, so every window changes the estimate however large the room.
 */
function windowsAdjustment(room: Room): { label: string; adjustment: number } {
  if (room.windows === 0) return { label: "No windows", adjustment: 0 };
  const glass = room.windows * windowSizes[room.windowSize].area;
  const share = glass / (room.length * room.width);
  return {
    label: `${room.windows} window${room.windows === 1 ? "" : "s"}, ${glass.toFixed(1)} m² of glass (${Math.round(share * 100)} % of the floor)`,
    adjustment: Math.max(Math.round(share * glazingPerFloorShare * 100), room.windows) / 100,
  };
}

/** A room kept warmer or cooler than its type's design temperature loses heat in proportion to the difference. */
function temperatureAdjustment(room: Room): { label: string; adjustment: number } {
  const type = roomTypes[room.type];
  const design = type.designTemperature;
  const name = type.label.toLowerCase();
  const difference = room.temperature - design;
  if (difference === 0) return { label: `Kept at ${design} °C, the design temperature of a ${name}`, adjustment: 0 };
  return {
    label: `Kept at ${room.temperature} °C, ${Math.abs(difference)} °C ${difference > 0 ? "above" : "below"} the design temperature of a ${name} (${design} °C)`,
    adjustment: Math.round((difference / (design - outsideDesignTemperature)) * 100) / 100,
  };
}

function wallsAdjustment(walls: number): number {
  if (walls >= 3) return 0.4;
  if (walls === 2) return 0.15;
  return 0;
}

/** The estimate, with every factor that was applied. */
export function estimateHeatNeed(room: Room): HeatNeed {
  const type = roomTypes[room.type];
  const volume = room.length * room.width * room.height;
  const base = volume * type.wattsPerCubicMetre;
  const factors: Factor[] = [
    {
      label: `${type.label}, ${volume.toFixed(1)} m³`,
      effect: `${type.wattsPerCubicMetre} W/m³`,
      source: sources.volumeRate,
    },
  ];
  const adjustments: { label: string; adjustment: number; source: string }[] = [
    {
      label: `${room.exteriorWalls} outside wall${room.exteriorWalls === 1 ? "" : "s"}`,
      adjustment: wallsAdjustment(room.exteriorWalls),
      source: sources.walls,
    },
    {
      label: `${glazings[room.glazing].label} glazing`,
      adjustment: glazings[room.glazing].adjustment,
      source: sources.glazing,
    },
    {
      label: `Built ${insulationEras[room.insulation].label.charAt(0).toLowerCase()}${insulationEras[room.insulation].label.slice(1)}`,
      adjustment: insulationEras[room.insulation].adjustment,
      source: sources.insulation,
    },
  ];
  adjustments.push({ ...windowsAdjustment(room), source: sources.windows });
  adjustments.push({ ...temperatureAdjustment(room), source: sources.temperature });
  for (const { label, adjustment, source } of adjustments) factors.push({ label, effect: percent(adjustment), source });
  const watts = Math.round(base * (1 + adjustments.reduce((sum, a) => sum + a.adjustment, 0)));
  return { volume, watts, btuPerHour: roundBtu(watts), factors };
}
