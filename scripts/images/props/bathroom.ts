import { darken, lighten } from "../lib/color";
import type { Ctx } from "../lib/ctx";
import type { Finish } from "../lib/finishes";
import { ellipse, g, path, rect } from "../lib/svg";
import { floorShadow, htube, onPlane, vtube } from "../products/parts";
import { box, cylinder, paintOf } from "./box";
import { timberFill } from "./furniture";

/** A freestanding bath, long side to the camera, x..x+w, standing out from the wall to zFront. */
export function bath(ctx: Ctx, x: number, w: number, zFront: number, color = "#f3f1ec", outside?: string): string {
  const c = ctx.cam;
  const h = 580;
  const depth = 760;
  const z1 = zFront - depth;
  const outer = outside ?? color;
  let out = floorShadow(ctx, x + 60, x + w - 60, z1 + 60, zFront, 0.45, 90);
  // Rim and inside, seen from above.
  const P = (xx: number, zz: number) => c.p(xx, h, zz);
  const [a, b, cc, d] = [P(x, z1), P(x + w, z1), P(x + w, zFront), P(x, zFront)];
  const rim = `M${a[0] + (b[0] - a[0]) * 0.12} ${a[1]} L${b[0] - (b[0] - a[0]) * 0.12} ${b[1]} Q${b[0]} ${b[1]} ${b[0] + (cc[0] - b[0]) * 0.5} ${(b[1] + cc[1]) / 2} Q${cc[0]} ${cc[1]} ${cc[0] - (cc[0] - d[0]) * 0.12} ${cc[1]} L${d[0] + (cc[0] - d[0]) * 0.12} ${d[1]} Q${d[0]} ${d[1]} ${(a[0] + d[0]) / 2} ${(a[1] + d[1]) / 2} Q${a[0]} ${a[1]} ${a[0] + (b[0] - a[0]) * 0.12} ${a[1]} Z`;
  out += path(rim, { fill: lighten(color, 0.3) });
  const inset = 70;
  const [ia, ib, ic, id] = [
    P(x + inset, z1 + inset),
    P(x + w - inset, z1 + inset),
    P(x + w - inset, zFront - inset),
    P(x + inset, zFront - inset),
  ];
  const inner = `M${ia[0] + (ib[0] - ia[0]) * 0.1} ${ia[1]} L${ib[0] - (ib[0] - ia[0]) * 0.1} ${ib[1]} Q${ib[0]} ${ib[1]} ${(ib[0] + ic[0]) / 2} ${(ib[1] + ic[1]) / 2} Q${ic[0]} ${ic[1]} ${ic[0] - (ic[0] - id[0]) * 0.1} ${ic[1]} L${id[0] + (ic[0] - id[0]) * 0.1} ${id[1]} Q${id[0]} ${id[1]} ${(ia[0] + id[0]) / 2} ${(ia[1] + id[1]) / 2} Q${ia[0]} ${ia[1]} ${ia[0] + (ib[0] - ia[0]) * 0.1} ${ia[1]} Z`;
  out += path(inner, {
    fill: ctx.defs.linear(
      [
        [0, darken(color, 0.16)],
        [1, darken(color, 0.04)],
      ],
      0,
      0,
      0,
      1,
    ),
  });
  // Outer skin: curved sides tapering to the base.
  const fill = ctx.defs.linear(
    [
      [0, lighten(outer, 0.08)],
      [0.25, outer],
      [1, darken(outer, 0.16)],
    ],
    0,
    0,
    0,
    1,
  );
  const side = ctx.defs.linear(
    ctx.dir > 0
      ? [
          [0, "#fff", 0.18],
          [0.15, "#fff", 0],
          [0.85, "#000", 0],
          [1, "#000", 0.2],
        ]
      : [
          [0, "#000", 0.2],
          [0.15, "#000", 0],
          [0.85, "#fff", 0],
          [1, "#fff", 0.18],
        ],
  );
  const skin = `M0 0 L${w} 0 Q${w + 10} ${h * 0.55} ${w - 120} ${h - 40} Q${w - 150} ${h} ${w - 220} ${h} L220 ${h} Q150 ${h} 120 ${h - 40} Q-10 ${h * 0.55} 0 0 Z`;
  out += onPlane(
    ctx,
    zFront,
    x,
    h,
    path(skin, { fill }) + path(skin, { fill: side }) + rect(0, 0, w, 22, { rx: 11, fill: lighten(color, 0.15) }),
  );
  return g({}, out);
}

/** A floor-standing bath filler in a metal finish. */
export function bathFiller(ctx: Ctx, x: number, z: number, finish: Finish, h = 950): string {
  const m = ctx.mat(finish);
  const body =
    vtube(ctx, -16, -h + 120, 32, h - 120, m) +
    path(`M0 ${-h + 140} Q0 ${-h} 120 ${-h} L150 ${-h}`, {
      fill: "none",
      stroke: m.edge,
      "stroke-width": 30,
      "stroke-linecap": "round",
    }) +
    path(`M0 ${-h + 140} Q0 ${-h} 120 ${-h} L150 ${-h}`, {
      fill: "none",
      stroke: m.base,
      "stroke-width": 20,
      "stroke-linecap": "round",
    }) +
    path(`M-3 ${-h + 140} Q-3 ${-h - 5} 120 ${-h - 5}`, {
      fill: "none",
      stroke: m.hi,
      "stroke-width": 5,
      opacity: 0.8,
    }) +
    htube(-34, -h * 0.55, 68, 22, m) +
    rect(-60, -12, 120, 12, { rx: 6, fill: m.tubeH });
  return floorShadow(ctx, x - 60, x + 60, z - 60, z + 60, 0.3, 36) + onPlane(ctx, z, x, 0, body);
}

/** A wall-hung vanity with a stone top, a vessel basin and a wall spout. */
export function vanity(
  ctx: Ctx,
  x: number,
  w: number,
  wood: string,
  stone: string,
  basin: string,
  tap: Finish,
  h = 850,
): string {
  const depth = 480;
  const p = paintOf(wood);
  let out = onPlane(
    ctx,
    0,
    x,
    h - 40,
    rect(30, 0, w - 60, 420, { fill: "#1b140c", opacity: 0.22, filter: ctx.defs.blur(30, 0.4) }),
  );
  out += box(
    ctx,
    { x1: x, x2: x + w, y1: h - 400, y2: h - 30, z1: 0, z2: depth - 20 },
    { ...p, front: timberFill(ctx, wood, true) },
  );
  out += onPlane(
    ctx,
    depth - 20,
    x,
    h - 30,
    rect(w / 2 - 1.5, 0, 3, 370, { fill: darken(wood, 0.4) }) + rect(0, 0, w, 3, { fill: darken(wood, 0.3) }),
  );
  out += box(
    ctx,
    { x1: x - 10, x2: x + w + 10, y1: h - 30, y2: h, z1: 0, z2: depth },
    { front: darken(stone, 0.06), top: lighten(stone, 0.08), side: darken(stone, 0.14) },
  );
  const bx = x + w / 2;
  out += cylinder(ctx, bx, depth * 0.55, 200, h, h + 140, basin, darken(basin, 0.12), 0.72);
  const [ex, ey] = ctx.cam.p(bx, h + 140, depth * 0.55);
  const u = ctx.cam.unit(depth * 0.55);
  out += ellipse(ex, ey, 170 * u, Math.max(2, 30 * u * 0.6), { fill: darken(basin, 0.18) });
  const m = ctx.mat(tap);
  out += onPlane(ctx, 30, bx - 12, h + 420, rect(-20, -20, 64, 64, { rx: 32, fill: m.tubeV }));
  out += onPlane(ctx, 120, bx - 12, h + 415, htube(-6, 0, 36, 22, m) + rect(2, 22, 20, 10, { fill: m.lo }));
  return g({}, out);
}

/** A few toiletry bottles / a candle standing on a surface. */
export function toiletries(ctx: Ctx, x: number, y: number, z: number, colors: readonly string[]): string {
  let out = "";
  let cx = x;
  for (const [i, col] of colors.entries()) {
    const r = 32 + (i % 2) * 10;
    const hh = 140 + ((i * 53) % 80);
    out += cylinder(ctx, cx, z, r, y, y + hh, col, undefined, 1);
    out += cylinder(ctx, cx, z, r * 0.35, y + hh, y + hh + 30, "#2a2724");
    cx += r * 2 + 14;
  }
  return out;
}

/** A stack of folded towels on a surface at height y, front at depth z; x = left edge, colours bottom first. */
export function foldedTowels(ctx: Ctx, x: number, y: number, z: number, w: number, colors: readonly string[]): string {
  let body = "";
  let v = 0;
  for (const [i, col] of colors.entries()) {
    const th = 70 - (i % 2) * 8;
    const off = ((i * 37) % 24) - 12;
    const fill = ctx.defs.linear(
      [
        [0, lighten(col, 0.1)],
        [0.45, col],
        [1, darken(col, 0.16)],
      ],
      0,
      0,
      0,
      1,
    );
    body += rect(off, v - th, w, th, { rx: th * 0.42, fill });
    // The fold: a soft crease a third of the way down, and the hem's shadow.
    body += rect(off + 10, v - th * 0.62, w - 20, 2.5, { rx: 1, fill: darken(col, 0.22), opacity: 0.5 });
    body += rect(off + th * 0.3, v - 4, w - th * 0.6, 4, { fill: darken(col, 0.35), opacity: 0.35 });
    v -= th - 2;
  }
  return onPlane(ctx, z, x, y, body);
}
