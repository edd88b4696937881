import { darken, lighten, mix } from "../lib/color";
import type { Ctx } from "../lib/ctx";
import { g, line, poly, rect, type Pt } from "../lib/svg";

function floorBase(ctx: Ctx, color: string): string {
  const fy = ctx.cam.floorLine;
  if (fy >= ctx.cam.H) return "";
  // Darker away from the light falloff: slightly lighter near the wall (reflected window light).
  const fill = ctx.defs.linear(
    [
      [0, lighten(color, 0.06)],
      [1, darken(color, 0.12)],
    ],
    0,
    fy,
    0,
    ctx.cam.H,
    true,
  );
  return rect(-10, fy, ctx.cam.W + 20, ctx.cam.H - fy + 10, { fill });
}

function floorXRange(ctx: Ctx): [number, number] {
  const z = ctx.cam.zMax;
  return [
    Math.min(ctx.cam.xAtEdge("left", z), ctx.cam.spec.left) - 200,
    Math.max(ctx.cam.xAtEdge("right", z), ctx.cam.spec.left + ctx.cam.spec.span) + 200,
  ];
}

/** Oak boards running away from the wall towards the camera. */
export function oakBoards(ctx: Ctx, color: string, boardW = 190, vary = 0.08): string {
  const c = ctx.cam;
  if (c.floorLine >= c.H) return "";
  const zMax = c.zMax;
  const [xa, xb] = floorXRange(ctx);
  let out = floorBase(ctx, color);
  let seams = "";
  const k = c.unit(zMax / 2);
  for (let x = Math.floor(xa / boardW) * boardW; x < xb; x += boardW) {
    const t = ctx.rng.jitter(vary);
    const fill = t > 0 ? lighten(color, t) : darken(color, -t * 1.2);
    out += poly([c.p(x, 0, 0), c.p(x + boardW, 0, 0), c.p(x + boardW, 0, zMax), c.p(x, 0, zMax)], {
      fill,
      opacity: 0.85,
    });
    // Grain: two faint lines along the board.
    for (const f of [0.3, 0.68]) {
      const xx = x + boardW * (f + ctx.rng.jitter(0.08));
      const [a, b] = [c.p(xx, 0, 0), c.p(xx, 0, zMax)];
      seams += line(a[0], a[1], b[0], b[1], { stroke: darken(color, 0.25), "stroke-width": 0.5, opacity: 0.18 });
    }
    const [a, b] = [c.p(x, 0, 0), c.p(x, 0, zMax)];
    seams += line(a[0], a[1], b[0], b[1], {
      stroke: darken(color, 0.45),
      "stroke-width": Math.max(0.4, 1.3 * k),
      opacity: 0.5,
    });
    // Butt joints.
    let z = ctx.rng.range(0, 1800);
    while (z < zMax) {
      const [p1, p2] = [c.p(x, 0, z), c.p(x + boardW, 0, z)];
      seams += line(p1[0], p1[1], p2[0], p2[1], {
        stroke: darken(color, 0.45),
        "stroke-width": Math.max(0.4, 1.2 * c.unit(z)),
        opacity: 0.45,
      });
      z += ctx.rng.range(1400, 2600);
    }
  }
  return out + seams + floorGloss(ctx);
}

/** Large stone or porcelain tiles in perspective. */
export function stoneTiles(ctx: Ctx, color: string, size = 600, grout?: string, vary = 0.05, alt?: string): string {
  const c = ctx.cam;
  if (c.floorLine >= c.H) return "";
  const zMax = c.zMax;
  const [xa, xb] = floorXRange(ctx);
  let out = floorBase(ctx, color);
  const gc = grout ?? darken(color, 0.2);
  for (let z = 0; z < zMax; z += size) {
    for (let x = Math.floor(xa / size) * size; x < xb; x += size) {
      const t = ctx.rng.jitter(vary);
      const tone = alt && (Math.round(x / size) + Math.round(z / size)) % 2 ? alt : color;
      const fill = t > 0 ? lighten(tone, t) : darken(tone, -t);
      out += poly([c.p(x, 0, z), c.p(x + size, 0, z), c.p(x + size, 0, z + size), c.p(x, 0, z + size)], {
        fill,
        stroke: gc,
        "stroke-width": Math.max(0.5, 3 * c.unit(z)),
        "stroke-opacity": 0.7,
      });
    }
  }
  return out + floorGloss(ctx, 0.16);
}

/** Terrazzo: a base with scattered chips, in perspective. */
export function terrazzo(ctx: Ctx, color: string, chips: readonly string[], density = 1): string {
  const c = ctx.cam;
  if (c.floorLine >= c.H) return "";
  const zMax = c.zMax;
  const [xa, xb] = floorXRange(ctx);
  let out = floorBase(ctx, color);
  const n = Math.round(900 * density);
  for (let i = 0; i < n; i++) {
    const x = ctx.rng.range(xa, xb);
    const z = ctx.rng.next() ** 0.7 * zMax;
    const [sx, sy] = c.p(x, 0, z);
    const u = c.unit(z);
    const r = ctx.rng.range(4, 16) * u;
    out += `<ellipse cx="${sx.toFixed(1)}" cy="${sy.toFixed(1)}" rx="${r.toFixed(2)}" ry="${(r * 0.35).toFixed(2)}" fill="${ctx.rng.pick(chips)}" opacity="0.8"/>`;
  }
  return out + floorGloss(ctx, 0.12);
}

/** Soft reflection of the window on a polished floor. */
export function floorGloss(ctx: Ctx, strength = 0.08): string {
  const c = ctx.cam;
  const fy = c.floorLine;
  const cx = ctx.dir > 0 ? c.W * 0.3 : c.W * 0.7;
  const fill = ctx.defs.radial(
    [
      [0, "#fff8ec", strength * 2],
      [1, "#fff8ec", 0],
    ],
    cx,
    fy + (c.H - fy) * 0.3,
    c.W * 0.55,
    true,
    `translate(0 ${fy}) scale(1 0.4) translate(0 ${-fy})`,
  );
  return rect(-10, fy, c.W + 20, c.H - fy + 10, { fill });
}

/** A flat-woven rug lying on the floor: x1..x2, z1..z2. */
export function rug(ctx: Ctx, color: string, x1: number, x2: number, z1: number, z2: number, border?: string): string {
  const c = ctx.cam;
  const P = (x: number, z: number): Pt => c.p(x, 0, z);
  let out = poly([P(x1, z1), P(x2, z1), P(x2, z2), P(x1, z2)], { fill: color });
  if (border) {
    const m = 90;
    out += poly([P(x1 + m, z1 + m), P(x2 - m, z1 + m), P(x2 - m, z2 - m), P(x1 + m, z2 - m)], {
      fill: "none",
      stroke: border,
      "stroke-width": 4 * c.unit((z1 + z2) / 2),
      opacity: 0.6,
    });
  }
  // Weave texture: faint lines across.
  let weave = "";
  for (let z = z1 + 40; z < z2; z += 60) {
    const [a, b] = [P(x1, z), P(x2, z)];
    weave += line(a[0], a[1], b[0], b[1], { stroke: darken(color, 0.15), "stroke-width": 0.6, opacity: 0.35 });
  }
  const edge = poly([P(x1, z1), P(x2, z1), P(x2, z1 + 12), P(x1, z1 + 12)], { fill: lighten(color, 0.15) });
  return g(
    {},
    out +
      weave +
      edge +
      poly([P(x1, z2), P(x2, z2), P(x2, z2 + 8), P(x1, z2 + 8)], { fill: mix(color, "#000", 0.35), opacity: 0.5 }),
  );
}
