import type { Ctx } from "../lib/ctx";
import { g, poly, rect, type Pt } from "../lib/svg";

/**
 * Sunlight from an off-frame window falling on the wall as a parallelogram of panes.
 * (x, y) = world position of the lit patch's lower corner nearest the window; w, h its size (mm);
 * slope = drop in mm per mm travelled away from the window; cols/rows = panes.
 */
export interface WallLightSpec {
  x: number;
  y: number;
  w: number;
  h: number;
  slope?: number;
  cols?: number;
  rows?: number;
  bar?: number;
  soft?: number;
  strength?: number;
  color?: string;
}

export function wallLight(ctx: Ctx, s: WallLightSpec): string {
  const c = ctx.cam;
  const cols = s.cols ?? 2;
  const rows = s.rows ?? 2;
  const bar = s.bar ?? 45;
  const slope = (s.slope ?? 0.35) * ctx.dir;
  const pw = (s.w - bar * (cols - 1)) / cols;
  const ph = (s.h - bar * (rows - 1)) / rows;
  let panes = "";
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows; j++) {
      const x1 = s.x + i * (pw + bar);
      const x2 = x1 + pw;
      const y1 = s.y + j * (ph + bar);
      const y2 = y1 + ph;
      const yy = (x: number, y: number) => y - (x - s.x) * slope;
      const pts: Pt[] = [
        c.wall(x1, yy(x1, y1)),
        c.wall(x2, yy(x2, y1)),
        c.wall(x2, yy(x2, y2)),
        c.wall(x1, yy(x1, y2)),
      ];
      panes += poly(pts);
    }
  }
  return ctx.soft(
    g(
      { fill: s.color ?? "#fff3dc", opacity: s.strength ?? 0.32, filter: ctx.defs.blur((s.soft ?? 12) * c.k, 0.3) },
      panes,
    ),
    0.25,
  );
}

/** The same window light landing on the floor, in perspective: x range and z range on the floor. */
export function floorLight(
  ctx: Ctx,
  x: number,
  w: number,
  z1: number,
  z2: number,
  cols = 2,
  strength = 0.22,
  skew = 0.5,
): string {
  const c = ctx.cam;
  const bar = 45;
  const pw = (w - bar * (cols - 1)) / cols;
  let panes = "";
  for (let i = 0; i < cols; i++) {
    const xa = x + i * (pw + bar);
    const xb = xa + pw;
    const sk = (z: number) => (z - z1) * skew * ctx.dir;
    panes += poly([c.p(xa + sk(z1), 0, z1), c.p(xb + sk(z1), 0, z1), c.p(xb + sk(z2), 0, z2), c.p(xa + sk(z2), 0, z2)]);
  }
  return g({ fill: "#fff6e6", opacity: strength, filter: ctx.defs.blur(5, 0.3) }, panes);
}

/** Light falloff across the frame: the side away from the window sinks into shade. */
export function wash(ctx: Ctx, strength = 0.22, color = "#1a120a"): string {
  const c = ctx.cam;
  const fill =
    ctx.dir > 0
      ? ctx.defs.linear([
          [0, color, 0],
          [0.5, color, strength * 0.35],
          [1, color, strength],
        ])
      : ctx.defs.linear([
          [0, color, strength],
          [0.5, color, strength * 0.35],
          [1, color, 0],
        ]);
  return rect(0, 0, c.W, c.H, { fill });
}

/** Warm glow near the window side, to give the light colour. */
export function glow(ctx: Ctx, strength = 0.12, color = "#ffd9a0"): string {
  const c = ctx.cam;
  const cx = ctx.dir > 0 ? 0 : c.W;
  const fill = ctx.defs.radial(
    [
      [0, color, strength],
      [1, color, 0],
    ],
    cx,
    c.H * 0.25,
    c.W * 0.8,
    true,
  );
  return rect(0, 0, c.W, c.H, { fill, style: "mix-blend-mode:soft-light" });
}

/** Darker corners and a slightly darker ceiling edge. */
export function vignette(ctx: Ctx, strength = 0.28): string {
  const c = ctx.cam;
  const r = Math.hypot(c.W, c.H) * 0.62;
  const fill = ctx.defs.radial(
    [
      [0, "#120c06", 0],
      [0.6, "#120c06", 0],
      [1, "#120c06", strength],
    ],
    c.W / 2,
    c.H * 0.52,
    r,
    true,
  );
  return rect(0, 0, c.W, c.H, { fill });
}

/** A quiet, darker zone for a headline (heroes): light falls off from the window side towards the left and middle. */
export function headlineShade(ctx: Ctx, reach = 0.72, strength = 0.38): string {
  const c = ctx.cam;
  const across = ctx.defs.linear([
    [0, "#0f0b07", strength],
    [reach * 0.55, "#0f0b07", strength * 0.75],
    [reach, "#0f0b07", 0],
    [1, "#0f0b07", 0],
  ]);
  const top = ctx.defs.linear(
    [
      [0, "#0f0b07", strength * 0.35],
      [0.5, "#0f0b07", 0],
      [1, "#0f0b07", 0],
    ],
    0,
    0,
    0,
    1,
  );
  return rect(0, 0, c.W, c.H, { fill: across }) + rect(0, 0, c.W, c.H, { fill: top });
}
