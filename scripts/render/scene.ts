/**
 * The JSON a scene is handed to Blender as (scripts/render/blender/render_scene.py reads it).
 * Metres; the back wall is the plane y = 0, the floor z = 0, the camera stands at negative y.
 */
import type { Rng } from "./rng";

/** The size, sampling and seed every scene starts with; the seed is drawn from the picture's own random numbers. */
export const sceneFrame = (
  p: { width: number; height: number },
  quality: { samples: number; noise: number },
  r: Rng,
) => ({ width: p.width, height: p.height, samples: quality.samples, noise: quality.noise, seed: r.int(0, 9999) });

export type Finish =
  "white" | "anthracite" | "black" | "chrome" | "brass" | "polished-brass" | "antique-brass" | "raw-steel";

export type Surface =
  | { kind: "plaster" | "paint"; color: string; rough?: number }
  | { kind: "timber"; color: string; plank?: number; along?: "x" | "y" }
  | { kind: "tiles"; color: string; w?: number; h?: number; grout?: string; gloss?: number; plane?: "xz" | "xy" }
  | { kind: "stone"; color: string; vein?: string; rough?: number };

export interface Window {
  wall: "left" | "right" | "back";
  /** Along the wall: x for the back wall, y (negative, towards the camera) for a side wall. */
  from: number;
  to: number;
  sill: number;
  head: number;
  bars?: [cols: number, rows: number];
}

export interface Room {
  width: number;
  depth: number;
  height: number;
  wall: Surface;
  side?: Surface;
  floor: Surface;
  trim?: string;
  skirting?: boolean;
  leftWall?: boolean;
  rightWall?: boolean;
  window?: Window;
  wainscot?: { height: number; surface: Surface; panels?: boolean; rail?: string };
}

export interface Product {
  type: "retto" | "flusso" | "augusto" | "towel-rail";
  finish: Finish;
  x: number;
  /** How far in front of its place against the back wall it stands (negative), e.g. on a rack. */
  y?: number;
  width: number;
  height: number;
  bottom?: number;
  /** On a rack before fitting: no wall brackets. */
  bare?: boolean;
  valveFinish?: Finish;
  valve?: "thermostatic" | "wheel";
  pipe?: "floor" | "wall" | "none" | "test";
  /** On the test wall: the pump's outlet the test hose runs to, and the bench top it lies on. */
  test?: { to: [number, number, number]; bench: number };
  // Retto
  seams?: "vertical" | "horizontal";
  double?: boolean;
  // Flusso
  tubes?: "vertical" | "horizontal";
  // Augusto
  columns?: number;
  feet?: boolean;
  // Towel rails
  style?: "ladder" | "arc" | "wall" | "soffio" | "breva" | "augusto";
  towel?: { color: string; at?: number; width?: number; drop?: number; offset?: number };
}

/** A prop by its type (props.py, workshop.py): most stand at x, those that span the room give from and to. */
export type Prop = { type: string } & ({ x: number } | { from: number; to: number }) & Record<string, unknown>;

export interface Camera {
  location: [number, number, number];
  target: [number, number, number];
  lens: number;
  shift?: [number, number];
  dof?: { distance: number; fstop: number };
}

export interface Light {
  /** Sun elevation and azimuth in degrees; azimuth -90 shines from the left (+x), -120 also towards the wall. */
  elevation: number;
  azimuth: number;
  sun: number;
  sky: number;
  fill: number;
  softness?: number;
  fillAt?: [number, number, number];
  fillTarget?: [number, number, number];
}

export interface Scene {
  width: number;
  height: number;
  samples: number;
  noise: number;
  seed: number;
  exposure?: number;
  camera: Camera;
  light: Light;
  room: Room;
  products: Product[];
  props: Prop[];
}
