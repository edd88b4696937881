import { darken, lighten } from "../lib/color";
import type { Ctx } from "../lib/ctx";
import { poly, type Pt } from "../lib/svg";

/** An axis-aligned box in world mm: x1..x2 across, y1..y2 up, z1..z2 out from the wall. */
export interface Box {
  x1: number;
  x2: number;
  y1: number;
  y2: number;
  z1: number;
  z2: number;
}

export interface BoxPaint {
  front: string;
  top?: string;
  side?: string;
  bottom?: string;
}

/** Paint for a plain material colour: lit top, shaded sides. */
export function paintOf(color: string): Required<BoxPaint> {
  return { front: color, top: lighten(color, 0.12), side: darken(color, 0.18), bottom: darken(color, 0.35) };
}

/** The visible faces of a box (front last). */
export function box(ctx: Ctx, b: Box, paint: BoxPaint): string {
  const c = ctx.cam;
  const P = (x: number, y: number, z: number): Pt => c.p(x, y, z);
  const full = { ...paintOf(paint.front.startsWith("url") ? "#888888" : paint.front), ...paint };
  let out = "";
  if (b.y2 < c.spec.eyeY)
    out += poly([P(b.x1, b.y2, b.z1), P(b.x2, b.y2, b.z1), P(b.x2, b.y2, b.z2), P(b.x1, b.y2, b.z2)], {
      fill: full.top,
    });
  if (b.y1 > c.spec.eyeY)
    out += poly([P(b.x1, b.y1, b.z1), P(b.x2, b.y1, b.z1), P(b.x2, b.y1, b.z2), P(b.x1, b.y1, b.z2)], {
      fill: full.bottom,
    });
  if (b.x2 < c.spec.eyeX)
    out += poly([P(b.x2, b.y1, b.z1), P(b.x2, b.y2, b.z1), P(b.x2, b.y2, b.z2), P(b.x2, b.y1, b.z2)], {
      fill: full.side,
    });
  if (b.x1 > c.spec.eyeX)
    out += poly([P(b.x1, b.y1, b.z1), P(b.x1, b.y2, b.z1), P(b.x1, b.y2, b.z2), P(b.x1, b.y1, b.z2)], {
      fill: full.side,
    });
  out += poly([P(b.x1, b.y1, b.z2), P(b.x2, b.y1, b.z2), P(b.x2, b.y2, b.z2), P(b.x1, b.y2, b.z2)], {
    fill: full.front,
  });
  return out;
}

/** An upright cylinder standing on y1 (pots, vases, stools, lamp bases). Returns body + top. */
export function cylinder(
  ctx: Ctx,
  cx: number,
  cz: number,
  r: number,
  y1: number,
  y2: number,
  color: string,
  top?: string,
  taper = 1,
): string {
  const c = ctx.cam;
  const u = c.unit(cz);
  const [tx, ty] = c.p(cx, y2, cz);
  const ryT = Math.abs(c.p(cx, y2, cz + r)[1] - c.p(cx, y2, cz - r)[1]) / 2;
  const [bx, by] = c.p(cx, y1, cz);
  const ryB = Math.abs(c.p(cx, y1, cz + r)[1] - c.p(cx, y1, cz - r)[1]) / 2;
  const rT = r * u;
  const rB = r * u * taper;
  const shade = ctx.defs.linear(
    ctx.dir > 0
      ? [
          [0, darken(color, 0.05)],
          [0.28, lighten(color, 0.12)],
          [0.55, color],
          [1, darken(color, 0.32)],
        ]
      : [
          [0, darken(color, 0.32)],
          [0.45, color],
          [0.72, lighten(color, 0.12)],
          [1, darken(color, 0.05)],
        ],
  );
  const dBody = `M${(tx - rT).toFixed(2)} ${ty.toFixed(2)} L${(bx - rB).toFixed(2)} ${by.toFixed(2)} A${rB.toFixed(2)} ${ryB.toFixed(2)} 0 0 0 ${(bx + rB).toFixed(2)} ${by.toFixed(2)} L${(tx + rT).toFixed(2)} ${ty.toFixed(2)} Z`;
  let out = `<path d="${dBody}" fill="${shade}"/>`;
  if (y2 < c.spec.eyeY)
    out += `<ellipse cx="${tx.toFixed(2)}" cy="${ty.toFixed(2)}" rx="${rT.toFixed(2)}" ry="${ryT.toFixed(2)}" fill="${top ?? lighten(color, 0.1)}"/>`;
  return out;
}
