import { darken, lighten, mix } from "../lib/color";
import type { Ctx } from "../lib/ctx";
import { g, path, poly, rect, type Pt } from "../lib/svg";
import { onPlane } from "../products/parts";

/** Recessed opening reveals: returns polygons for the visible inner faces of a hole x1..x2, y1..y2, depth d into the wall. */
function reveals(ctx: Ctx, x1: number, x2: number, y1: number, y2: number, d: number, color: string): string {
  const c = ctx.cam;
  const P = (x: number, y: number, z: number): Pt => c.p(x, y, z);
  let out = "";
  if (x1 < c.spec.eyeX)
    out += poly([P(x1, y1, 0), P(x1, y2, 0), P(x1, y2, -d), P(x1, y1, -d)], {
      fill: ctx.dir > 0 ? darken(color, 0.1) : lighten(color, 0.06),
    });
  if (x2 > c.spec.eyeX)
    out += poly([P(x2, y1, 0), P(x2, y2, 0), P(x2, y2, -d), P(x2, y1, -d)], {
      fill: ctx.dir > 0 ? lighten(color, 0.06) : darken(color, 0.1),
    });
  if (y2 > c.spec.eyeY)
    out += poly([P(x1, y2, 0), P(x2, y2, 0), P(x2, y2, -d), P(x1, y2, -d)], { fill: darken(color, 0.16) });
  if (y1 < c.spec.eyeY && y1 > 0)
    out += poly([P(x1, y1, 0), P(x2, y1, 0), P(x2, y1, -d), P(x1, y1, -d)], { fill: lighten(color, 0.12) });
  return out;
}

export interface WindowSpec {
  x: number;
  y: number;
  w: number;
  h: number;
  frame: string;
  wall: string;
  /** "sash": Georgian sash with glazing bars; "casement": slim steel-framed panes; "picture": one large pane. */
  style: "sash" | "casement" | "picture";
  depth?: number;
  /** Colours outside: sky, far foliage. */
  outside?: readonly [string, string];
  sill?: string;
  curtain?: string;
}

/** A window in the back wall, exposed for the interior (bright, soft view), with reveals and a sill. */
export function windowFront(ctx: Ctx, s: WindowSpec): string {
  const d = s.depth ?? 220;
  const [sky, leaves] = s.outside ?? ["#f4f1ea", "#c9cfb8"];
  const c = ctx.cam;
  const view = ctx.defs.linear(
    [
      [0, lighten(sky, 0.3)],
      [0.45, sky],
      [0.7, leaves],
      [1, mix(leaves, "#ffffff", 0.3)],
    ],
    0,
    0,
    0,
    1,
  );
  let out = "";
  // Glass plane set back in the reveal.
  const glass = rect(0, 0, s.w, s.h, { fill: view });
  const haze = rect(0, 0, s.w, s.h, {
    fill: ctx.defs.radial(
      [
        [0, "#ffffff", 0.55],
        [1, "#ffffff", 0],
      ],
      0.35,
      0.3,
      0.8,
    ),
  });
  let bars = "";
  const fw = s.style === "casement" ? 30 : 55;
  bars += rect(0, 0, s.w, s.h, { fill: "none", stroke: s.frame, "stroke-width": fw * 2 });
  if (s.style === "sash") {
    bars += rect(0, s.h / 2 - 30, s.w, 60, { fill: s.frame });
    for (const half of [0, 1]) {
      const y0 = half * (s.h / 2);
      for (let i = 1; i < 3; i++) bars += rect((s.w * i) / 3 - 9, y0, 18, s.h / 2, { fill: s.frame });
      bars += rect(0, y0 + s.h / 4 - 9, s.w, 18, { fill: s.frame });
    }
  } else if (s.style === "casement") {
    const cols = Math.max(2, Math.round(s.w / 500));
    for (let i = 1; i < cols; i++) bars += rect((s.w * i) / cols - 16, 0, 32, s.h, { fill: s.frame });
    bars += rect(0, s.h * 0.7 - 14, s.w, 28, { fill: s.frame });
  }
  const [ox, oy] = c.wall(s.x, s.y + s.h);
  const hole = ctx.defs.clip(rect(ox, oy, s.w * c.k, s.h * c.k));
  out += g({ "clip-path": hole }, onPlane(ctx, -d * 0.55, s.x, s.y + s.h, glass + haze + bars));
  out += reveals(ctx, s.x, s.x + s.w, s.y, s.y + s.h, d, s.wall);
  // Sill.
  const sill = s.sill ?? lighten(s.wall, 0.1);
  out += poly(
    [
      c.p(s.x - 60, s.y, -d * 0.5),
      c.p(s.x + s.w + 60, s.y, -d * 0.5),
      c.p(s.x + s.w + 60, s.y, 50),
      c.p(s.x - 60, s.y, 50),
    ],
    { fill: lighten(sill, 0.08) },
  );
  out += onPlane(
    ctx,
    50,
    s.x - 60,
    s.y,
    rect(0, 0, s.w + 120, 40, { fill: sill }) + rect(0, 40, s.w + 120, 14, { fill: "#000", opacity: 0.12 }),
  );
  // Light spill around the opening.
  const [gx, gy] = c.wall(s.x + s.w / 2, s.y + s.h / 2);
  const bloom = ctx.defs.radial([
    [0, "#fff8ea", 0.35],
    [1, "#fff8ea", 0],
  ]);
  out += `<ellipse cx="${gx.toFixed(1)}" cy="${gy.toFixed(1)}" rx="${(s.w * c.k * 1.1).toFixed(1)}" ry="${(s.h * c.k * 0.8).toFixed(1)}" fill="${bloom}"/>`;
  if (s.curtain)
    out += curtain(
      ctx,
      ctx.dir > 0 ? s.x - 260 : s.x + s.w - 160,
      s.y + s.h + 200,
      420,
      s.y + s.h + 200 - 20,
      s.curtain,
    );
  return g({}, out);
}

/** A sheer linen curtain hanging from a slim rail: x = left, top = world y of the rail, h = drop. */
export function curtain(ctx: Ctx, x: number, top: number, w: number, h: number, color: string): string {
  const stops: [number, string, number][] = [];
  const n = 9;
  for (let i = 0; i <= n; i++) stops.push([i / n, i % 2 ? darken(color, 0.09) : lighten(color, 0.12), 0.92]);
  const fill = ctx.defs.linear(stops);
  return onPlane(
    ctx,
    90,
    x,
    top,
    rect(-40, -8, w + 80, 14, { rx: 7, fill: "#3a3430" }) + path(`M0 0 L${w} 0 L${w + 20} ${h} L-10 ${h} Z`, { fill }),
  );
}

/** A doorway or arch opening to a darker room beyond, with an optional glimpse of its far wall. */
export function opening(
  ctx: Ctx,
  x: number,
  w: number,
  h: number,
  wall: string,
  beyond: string,
  arch = false,
  depth = 160,
): string {
  const c = ctx.cam;
  const inside = ctx.defs.linear(
    [
      [0, darken(beyond, 0.25)],
      [0.6, beyond],
      [1, darken(beyond, 0.15)],
    ],
    0,
    0,
    0,
    1,
  );
  const shape = arch
    ? `M0 ${h} L0 ${w / 2} A${w / 2} ${w / 2} 0 0 1 ${w} ${w / 2} L${w} ${h} Z`
    : `M0 0 L${w} 0 L${w} ${h} L0 ${h} Z`;
  const [ox, oy] = c.wall(x, h);
  const hole = ctx.defs.clip(path(shape, { transform: c.plane(0, x, h) }));
  // The next room: a far wall catching a little daylight, and its floor.
  const [fx, fy] = c.p(x + w * 0.6, h * 0.45, -depth * 3);
  const spill = ctx.defs.radial([
    [0, lighten(beyond, 0.35), 0.8],
    [1, lighten(beyond, 0.35), 0],
  ]);
  let out = g(
    { "clip-path": hole },
    rect(ox - 400, oy - 400, w * c.k + 800, h * c.k + 800, { fill: inside }) +
      `<ellipse cx="${fx.toFixed(1)}" cy="${fy.toFixed(1)}" rx="${(w * c.k * 0.5).toFixed(1)}" ry="${(h * c.k * 0.4).toFixed(1)}" fill="${spill}"/>` +
      poly([c.p(x - 400, 0, 0), c.p(x + w + 400, 0, 0), c.p(x + w + 400, 0, -depth * 3), c.p(x - 400, 0, -depth * 3)], {
        fill: darken(beyond, 0.2),
      }),
  );
  if (!arch) out += reveals(ctx, x, x + w, 0, h, depth, wall);
  else {
    const rev = ctx.defs.linear(
      [
        [0, darken(wall, 0.15)],
        [1, darken(wall, 0.05)],
      ],
      0,
      0,
      1,
      0,
    );
    out += onPlane(ctx, 0, x, h, path(shape, { fill: "none", stroke: rev, "stroke-width": 40 }));
  }
  return g({}, out);
}
