import type { Ctx } from "../lib/ctx";
import type { Mat } from "../lib/finishes";
import { circle, el, g, poly, rect, type Pt } from "../lib/svg";

/** A vertical cylinder in local mm; `pill` rounds the ends. */
export function vtube(ctx: Ctx, u: number, v: number, w: number, h: number, m: Mat, pill = false): string {
  const rx = pill ? w / 2 : Math.min(w * 0.12, 3);
  const specX = ctx.dir > 0 ? u + w * 0.25 : u + w * 0.68;
  return (
    rect(u, v, w, h, { rx, fill: m.tubeV }) +
    (m.spec > 0.05
      ? rect(specX, v + (pill ? w * 0.45 : 1), w * 0.07, h - (pill ? w * 0.9 : 2), {
          rx: w * 0.035,
          fill: "#ffffff",
          opacity: m.spec * 0.55,
        })
      : "")
  );
}

/** A horizontal cylinder in local mm; `pill` rounds the ends. */
export function htube(u: number, v: number, w: number, h: number, m: Mat, pill = false): string {
  const rx = pill ? h / 2 : Math.min(h * 0.12, 3);
  return (
    rect(u, v, w, h, { rx, fill: m.tubeH }) +
    (m.spec > 0.05
      ? rect(u + (pill ? h * 0.45 : 1), v + h * 0.16, w - (pill ? h * 0.9 : 2), h * 0.08, {
          rx: h * 0.04,
          fill: "#ffffff",
          opacity: m.spec * 0.5,
        })
      : "")
  );
}

/** A ball (finial, knob) lit from the upper side of the light. */
export function ball(ctx: Ctx, cx: number, cy: number, r: number, m: Mat): string {
  const fx = ctx.dir > 0 ? 0.35 : 0.65;
  const fill = ctx.defs.radial(
    [
      [0, m.finish === "chrome" ? "#ffffff" : m.hi],
      [0.35, m.base],
      [0.85, m.lo],
      [1, m.edge],
    ],
    0.5,
    0.5,
    0.55,
    false,
    undefined,
    fx,
    0.3,
  );
  return circle(cx, cy, r, { fill });
}

/**
 * A soft shadow cast on the wall by shapes (local mm, any fill) standing `z` mm off the wall.
 * `x`, `y` are the world position of the shapes' local origin.
 */
export function wallShadow(ctx: Ctx, x: number, y: number, z: number, shapes: string, strength = 1): string {
  const dx = ctx.dir * (20 + z * 0.9);
  const dy = 12 + z * 0.55;
  const far = g(
    {
      transform: ctx.cam.plane(0, x + dx, y - dy),
      filter: ctx.defs.blur(14 + z * 0.3, 0.5),
      opacity: 0.3 * strength,
      fill: "#1b140c",
    },
    shapes,
  );
  const near = g(
    {
      transform: ctx.cam.plane(0, x + dx * 0.3, y - dy * 0.3),
      filter: ctx.defs.blur(5 + z * 0.06, 0.4),
      opacity: 0.24 * strength,
      fill: "#1b140c",
    },
    shapes,
  );
  return ctx.soft(far + near, 0.34);
}

/** A blurred shadow on the floor under a footprint x1..x2, z1..z2 (world mm); `blur` in mm. */
export function floorShadow(
  ctx: Ctx,
  x1: number,
  x2: number,
  z1: number,
  z2: number,
  opacity = 0.35,
  blur = 40,
): string {
  const c = ctx.cam;
  const pts: Pt[] = [c.p(x1, 0, z1), c.p(x2, 0, z1), c.p(x2, 0, z2), c.p(x1, 0, z2)];
  return ctx.soft(
    poly(pts, { fill: "#1b140c", opacity, filter: ctx.defs.blur(blur * c.unit((z1 + z2) / 2), 0.8) }),
    0.34,
  );
}

/** Pipe from local (u, v) straight down to the floor at local row `floorV`, with a floor rose. */
export function pipeDown(ctx: Ctx, u: number, v: number, floorV: number, dia: number, m: Mat): string {
  return (
    vtube(ctx, u - dia / 2, v, dia, floorV - v, m) +
    rect(u - dia * 1.1, floorV - 5, dia * 2.2, 5, { rx: 1.5, fill: m.tubeH })
  );
}

/** Modern thermostatic valve body with a side-mounted head; (u, v) is the top of the body. side: which way the head points. */
export function modernValve(ctx: Ctx, u: number, v: number, side: 1 | -1, m: Mat, head: Mat = m): string {
  const body = htube(u - 14, v + 10, 28, 18, m);
  const neck = vtube(ctx, u - 8, v, 16, 14, m);
  const hx = side > 0 ? u + 12 : u - 12 - 48;
  const headShape = rect(hx, v + 4, 48, 30, { rx: 6, fill: head.tubeH });
  let ribs = "";
  for (let i = 1; i < 6; i++) {
    const x = hx + 12 + i * 6;
    ribs += rect(x, v + 5, 1.2, 28, { fill: head.edge, opacity: 0.35 });
  }
  return neck + body + headShape + ribs;
}

/** Flow and return under a modern radiator: `us` are the two pipe positions, `v` the radiator's underside. */
export function valvePair(ctx: Ctx, us: readonly number[], v: number, floorV: number, m: Mat): string {
  let out = "";
  us.forEach((u, i) => {
    out += pipeDown(ctx, u, v + 20, floorV, 15, m);
    if (i === 0) out += modernValve(ctx, u, v - 4, us[1]! > u ? -1 : 1, m);
    else
      out +=
        vtube(ctx, u - 8, v - 4, 16, 14, m) +
        htube(u - 13, v + 8, 26, 16, m) +
        rect(u - 11, v + 22, 22, 12, { rx: 4, fill: m.tubeV });
  });
  return out;
}

/** Traditional angled valve with a wheel head at local (u, v) = where the tail meets the radiator. */
export function wheelValve(
  ctx: Ctx,
  u: number,
  v: number,
  side: 1 | -1,
  floorV: number,
  m: Mat,
  lockshield = false,
): string {
  const bx = u + side * 70;
  const tail = htube(Math.min(u, u + side * 60), v - 11, 60, 22, m);
  const nut = rect(side > 0 ? u + 8 : u - 8 - 22, v - 15, 22, 30, { rx: 2, fill: m.tubeV });
  const nutFacets = rect(side > 0 ? u + 18 : u - 19, v - 15, 1.2, 30, { fill: m.edge, opacity: 0.4 });
  const body = vtube(ctx, bx - 17, v - 22, 34, 52, m);
  const bodyTop = rect(bx - 20, v - 26, 40, 8, { rx: 3, fill: m.tubeH });
  let head: string;
  if (lockshield) {
    head = vtube(ctx, bx - 12, v - 52, 24, 28, m) + rect(bx - 13, v - 55, 26, 6, { rx: 3, fill: m.tubeH });
  } else {
    const stem = vtube(ctx, bx - 5, v - 58, 10, 34, m);
    const wheel = rect(bx - 30, v - 72, 60, 14, { rx: 7, fill: m.tubeH });
    const cap = rect(bx - 7, v - 80, 14, 9, { rx: 4, fill: m.tubeV });
    head = stem + wheel + cap;
  }
  const pipe = pipeDown(ctx, bx, v + 28, floorV, 15, m);
  return pipe + tail + nut + nutFacets + body + bodyTop + head;
}

/** Small bleed valve (square key boss) at the top end of a radiator. */
export function bleedValve(cx: number, cy: number, m: Mat): string {
  return (
    rect(cx - 9, cy - 9, 18, 18, { rx: 3, fill: m.tubeH }) + rect(cx - 3, cy - 3, 6, 6, { fill: m.edge, opacity: 0.6 })
  );
}

/**
 * Records where a product stands: its front plane, world mm (x = left edge, y from `bottom` to
 * `bottom + h`) at depth z. The picture's focus (kept in view when pages crop it) is derived from it.
 */
export function markProduct(ctx: Ctx, x: number, bottom: number, w: number, h: number, z: number): void {
  const [x1, y1] = ctx.cam.p(x, bottom + h, z);
  const [x2, y2] = ctx.cam.p(x + w, bottom, z);
  ctx.products.push([x1, y1, x2, y2]);
}

/** A plane group helper. */
export const onPlane = (
  ctx: Ctx,
  z: number,
  x: number,
  y: number,
  body: string,
  extra: Record<string, string | number> = {},
) => el("g", { transform: ctx.cam.plane(z, x, y), ...extra }, body);
