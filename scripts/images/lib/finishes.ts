import { darken, lighten, mix } from "./color";
import type { Defs, Stop } from "./svg";

export type Finish = "white" | "anthracite" | "matte-black" | "chrome" | "brushed-brass" | "antique-brass";

/** What a reflective finish sees: the room around it. */
export interface Env {
  wall: string;
  floor: string;
  /** Light comes through a window on this side. */
  lightFrom: "left" | "right";
}

/** A finish resolved for one scene: fills for tubes, flat faces and edges. */
export interface Mat {
  finish: Finish;
  base: string;
  hi: string;
  lo: string;
  edge: string;
  /** Fill for a vertical cylinder (shading varies across x). */
  tubeV: string;
  /** Fill for a horizontal cylinder (shading varies across y). */
  tubeH: string;
  /** Fill for a flat face facing the camera. */
  face: string;
  /** Fill for a narrow flat bar facing the camera (crisp for chrome). */
  bar: string;
  /** Overlay giving flat faces a soft diagonal sheen. */
  sheen: string;
  side: string;
  top: string;
  /** Specular line opacity on tubes. */
  spec: number;
  groove: string;
  grooveHi: string;
  brushed: boolean;
}

interface Tones {
  edge: string;
  lo: string;
  base: string;
  hi: string;
  spec: number;
  sheen: number;
}

const TONES: Record<Exclude<Finish, "chrome">, Tones> = {
  white: { edge: "#a9a9a5", lo: "#d3d2cd", base: "#eceae5", hi: "#fbfaf7", spec: 0.9, sheen: 0.35 },
  anthracite: { edge: "#222528", lo: "#33373b", base: "#43474b", hi: "#7a828a", spec: 0.45, sheen: 0.14 },
  "matte-black": { edge: "#0d0d0e", lo: "#161718", base: "#1f2022", hi: "#3a3b3e", spec: 0.18, sheen: 0.07 },
  "brushed-brass": { edge: "#5f4419", lo: "#9a7536", base: "#c29b56", hi: "#ecd49a", spec: 0.55, sheen: 0.22 },
  "antique-brass": { edge: "#3b2a12", lo: "#6d4f24", base: "#93703a", hi: "#caa86a", spec: 0.4, sheen: 0.16 },
};

/** Mirror stop offsets when light comes from the right. */
function orient(stops: Stop[], from: "left" | "right"): Stop[] {
  return from === "left" ? stops : stops.map(([o, c, a]) => [1 - o, c, a] as Stop).reverse();
}

export function material(defs: Defs, finish: Finish, env: Env): Mat {
  if (finish === "chrome") return chrome(defs, env);
  const t = TONES[finish];
  const tubeV = orient(
    [
      [0, t.edge],
      [0.12, t.lo],
      [0.3, t.hi],
      [0.42, t.base],
      [0.72, t.lo],
      [0.9, mix(t.lo, env.wall, 0.25)],
      [1, t.edge],
    ],
    env.lightFrom,
  );
  const tubeH: Stop[] = [
    [0, t.edge],
    [0.14, t.hi],
    [0.3, lighten(t.base, 0.05)],
    [0.62, t.lo],
    [0.86, mix(t.lo, env.floor, 0.2)],
    [1, t.edge],
  ];
  const face = orient(
    [
      [0, lighten(t.base, 0.06)],
      [0.55, t.base],
      [1, mix(t.base, t.lo, 0.6)],
    ],
    env.lightFrom,
  );
  const bar: Stop[] = [
    [0, t.hi],
    [0.1, t.hi],
    [0.1, lighten(t.base, 0.06)],
    [0.55, t.base],
    [0.9, t.lo],
    [0.9, t.edge],
    [1, t.edge],
  ];
  const sheenStops: Stop[] = [
    [0, "#ffffff", t.sheen * 0.5],
    [0.3, "#ffffff", t.sheen * 0.35],
    [0.55, "#ffffff", t.sheen * 0.12],
    [1, "#ffffff", 0],
  ];
  return {
    finish,
    base: t.base,
    hi: t.hi,
    lo: t.lo,
    edge: t.edge,
    tubeV: defs.linear(tubeV),
    tubeH: defs.linear(tubeH, 0, 0, 0, 1),
    face: defs.linear(face, 0, 0, 1, 0.35),
    bar: defs.linear(bar, 0, 0, 0, 1),
    sheen: env.lightFrom === "left" ? defs.linear(sheenStops, 0, 0, 1, 0.8) : defs.linear(sheenStops, 1, 0, 0, 0.8),
    side: mix(t.lo, t.edge, 0.4),
    top: mix(t.base, t.hi, 0.45),
    spec: t.spec,
    groove: darken(t.lo, 0.35),
    grooveHi: lighten(t.hi, 0.2),
    brushed: finish === "brushed-brass",
  };
}

function chrome(defs: Defs, env: Env): Mat {
  const wallR = mix(env.wall, "#c8ccd0", 0.35);
  const floorR = mix(env.floor, "#3a3530", 0.35);
  const tubeV = orient(
    [
      [0, "#17191c"],
      [0.07, mix(floorR, "#17191c", 0.3)],
      [0.16, lighten(wallR, 0.35)],
      [0.26, "#ffffff"],
      [0.31, lighten(wallR, 0.5)],
      [0.42, wallR],
      [0.55, "#24272b"],
      [0.68, floorR],
      [0.83, "#c9cdd1"],
      [0.93, "#5b6066"],
      [1, "#17191c"],
    ],
    env.lightFrom,
  );
  const tubeH: Stop[] = [
    [0, "#2c2f33"],
    [0.1, "#f4f5f6"],
    [0.22, "#ffffff"],
    [0.34, lighten(wallR, 0.3)],
    [0.48, "#25282c"],
    [0.58, floorR],
    [0.8, darken(floorR, 0.25)],
    [0.92, "#8a8f95"],
    [1, "#1b1d20"],
  ];
  const face = orient(
    [
      [0, lighten(wallR, 0.55)],
      [0.35, wallR],
      [0.5, "#2e3135"],
      [0.62, floorR],
      [1, darken(wallR, 0.2)],
    ],
    env.lightFrom,
  );
  const bar: Stop[] = [
    [0, "#ffffff"],
    [0.1, "#ffffff"],
    [0.1, lighten(wallR, 0.35)],
    [0.46, lighten(wallR, 0.1)],
    [0.46, "#2a2d31"],
    [0.54, "#2a2d31"],
    [0.54, floorR],
    [0.9, darken(floorR, 0.15)],
    [0.9, "#4a4f55"],
    [1, "#3a3e43"],
  ];
  const sheenStops: Stop[] = [
    [0, "#ffffff", 0],
    [0.45, "#ffffff", 0.25],
    [0.5, "#ffffff", 0.55],
    [0.55, "#ffffff", 0],
    [1, "#ffffff", 0],
  ];
  return {
    finish: "chrome",
    base: wallR,
    hi: "#ffffff",
    lo: "#3a3e43",
    edge: "#15171a",
    tubeV: defs.linear(tubeV),
    tubeH: defs.linear(tubeH, 0, 0, 0, 1),
    face: defs.linear(face, 0, 0, 1, 0.35),
    bar: defs.linear(bar, 0, 0, 0, 1),
    sheen: env.lightFrom === "left" ? defs.linear(sheenStops, 0, 0, 1, 0.8) : defs.linear(sheenStops, 1, 0, 0, 0.8),
    side: "#4a4f55",
    top: lighten(wallR, 0.5),
    spec: 1,
    groove: "#1a1c1f",
    grooveHi: "#ffffff",
    brushed: false,
  };
}
