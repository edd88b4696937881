import { darken, lighten, mix } from "../lib/color";
import type { Ctx } from "../lib/ctx";
import { ellipse, g, poly, rect } from "../lib/svg";

/** World rectangle on the wall plane. Missing sides default to the image bounds. */
export interface Region {
  x1?: number;
  x2?: number;
  y1?: number;
  y2?: number;
}

function bounds(ctx: Ctx, r: Region) {
  const c = ctx.cam;
  const x1 = r.x1 ?? c.spec.left - 50;
  const x2 = r.x2 ?? c.spec.left + c.spec.span + 50;
  const y1 = r.y1 ?? 0;
  const y2 = r.y2 ?? c.spec.top + 50;
  const [sx1, sy2] = c.wall(x1, y2);
  const [sx2, sy1] = c.wall(x2, y1);
  return { x1, x2, y1, y2, sx: sx1, sy: sy2, sw: sx2 - sx1, sh: sy1 - sy2 };
}

/** Limewash / plaster: a flat colour with large, soft clouds of lighter and darker tone. */
export function plaster(ctx: Ctx, color: string, r: Region = {}, mottle = 1): string {
  const b = bounds(ctx, r);
  const light = ctx.defs.radial([
    [0, lighten(color, 0.35), 1],
    [1, lighten(color, 0.35), 0],
  ]);
  const dark = ctx.defs.radial([
    [0, darken(color, 0.25), 1],
    [1, darken(color, 0.25), 0],
  ]);
  let clouds = "";
  const n = Math.round(10 + (b.sw * b.sh) / 60000);
  for (let i = 0; i < n; i++) {
    const cx = b.sx + ctx.rng.next() * b.sw;
    const cy = b.sy + ctx.rng.next() * b.sh;
    const rx = 90 + ctx.rng.next() * 240;
    const ry = rx * (0.3 + ctx.rng.next() * 0.4);
    const rot = ctx.rng.range(-25, 25);
    clouds += ellipse(cx, cy, rx, ry, {
      fill: ctx.rng.chance(0.5) ? light : dark,
      opacity: (0.07 + ctx.rng.next() * 0.12) * mottle,
      transform: `rotate(${rot.toFixed(1)} ${cx.toFixed(1)} ${cy.toFixed(1)})`,
    });
  }
  const clip = ctx.defs.clip(rect(b.sx, b.sy, b.sw, b.sh));
  return rect(b.sx, b.sy, b.sw, b.sh, { fill: color }) + ctx.soft(g({ "clip-path": clip }, clouds), 0.125);
}

/** Painted skirting board with a lit top edge. */
export function skirting(ctx: Ctx, color: string, h = 140, r: Region = {}): string {
  const b = bounds(ctx, { ...r, y1: 0, y2: h });
  const k = ctx.cam.k;
  return (
    rect(b.sx, b.sy, b.sw, b.sh, { fill: color }) +
    rect(b.sx, b.sy, b.sw, 8 * k, { fill: lighten(color, 0.25) }) +
    rect(b.sx, b.sy + 8 * k, b.sw, 3 * k, { fill: darken(color, 0.12) }) +
    rect(b.sx, b.sy + b.sh - 4 * k, b.sw, 4 * k, { fill: darken(color, 0.3) })
  );
}

/** A horizontal moulding (dado or picture rail) at height y. */
export function rail(ctx: Ctx, color: string, y: number, h = 45, r: Region = {}): string {
  const b = bounds(ctx, { ...r, y1: y, y2: y + h });
  const k = ctx.cam.k;
  return (
    rect(b.sx, b.sy + b.sh + 1, b.sw, 7 * k, { fill: "#000", opacity: 0.1 }) +
    rect(b.sx, b.sy, b.sw, b.sh, { fill: color }) +
    rect(b.sx, b.sy, b.sw, b.sh * 0.35, { fill: lighten(color, 0.22) }) +
    rect(b.sx, b.sy + b.sh * 0.55, b.sw, b.sh * 0.12, { fill: darken(color, 0.15) })
  );
}

/** Raised-and-fielded or simple bead panels below a rail: frames drawn as light/dark lines. */
export function wainscot(ctx: Ctx, color: string, r: Region & { y2: number }, panelW = 600, margin = 110): string {
  const b = bounds(ctx, r);
  const k = ctx.cam.k;
  let out = rect(b.sx, b.sy, b.sw, b.sh, { fill: color });
  const hi = lighten(color, 0.3);
  const lo = darken(color, 0.22);
  const x0 = Math.ceil((b.x1 - margin) / panelW) * panelW;
  for (let x = x0; x < b.x2; x += panelW) {
    const [sx, sy] = ctx.cam.wall(x + margin / 2, b.y2 - margin * 0.8);
    const w = (panelW - margin) * k;
    const h = (b.y2 - b.y1 - margin * 1.6 - 140) * k;
    if (h <= 0) continue;
    out += rect(sx, sy, w, h, { fill: "none", stroke: lo, "stroke-width": 5 * k });
    out += rect(sx + 4 * k, sy + 4 * k, w - 8 * k, h - 8 * k, {
      fill: "none",
      stroke: hi,
      "stroke-width": 4 * k,
      opacity: 0.9,
    });
    out += rect(sx + 10 * k, sy + 10 * k, w - 20 * k, h - 20 * k, {
      fill: "none",
      stroke: lo,
      "stroke-width": 2 * k,
      opacity: 0.45,
    });
  }
  return out;
}

/** Vertical tongue-and-groove boards (painted or timber). */
export function boards(ctx: Ctx, color: string, r: Region & { y2: number }, boardW = 110, timber = false): string {
  const b = bounds(ctx, r);
  const k = ctx.cam.k;
  let out = rect(b.sx, b.sy, b.sw, b.sh, { fill: color });
  const x0 = Math.floor(b.x1 / boardW) * boardW;
  for (let x = x0; x < b.x2; x += boardW) {
    const [sx] = ctx.cam.wall(x, 0);
    if (timber)
      out += rect(sx, b.sy, boardW * k, b.sh, {
        fill: ctx.rng.chance(0.5) ? lighten(color, 0.1) : darken(color, 0.08),
        opacity: ctx.rng.range(0.2, 0.8),
      });
    out += rect(sx - 1.5 * k, b.sy, 3 * k, b.sh, { fill: darken(color, 0.35), opacity: 0.6 });
    out += rect(sx + 1.5 * k * ctx.dir, b.sy, 2 * k, b.sh, { fill: lighten(color, 0.3), opacity: 0.5 });
  }
  return out;
}

/** Tiled wall: tile size tw x th mm, optional stagger, per-tile tone variation and glaze. */
export function tiles(
  ctx: Ctx,
  color: string,
  r: Region,
  o: { tw: number; th: number; grout?: string; vary?: number; stagger?: boolean; glaze?: boolean; groutW?: number },
): string {
  const b = bounds(ctx, r);
  const k = ctx.cam.k;
  const gw = (o.groutW ?? 2.5) * k;
  const vary = o.vary ?? 0.06;
  let out = rect(b.sx, b.sy, b.sw, b.sh, { fill: o.grout ?? lighten(color, 0.25) });
  const glaze = o.glaze
    ? ctx.defs.linear(
        [
          [0, "#ffffff", 0.22],
          [0.45, "#ffffff", 0],
          [1, "#000000", 0.08],
        ],
        0,
        0,
        1,
        1,
      )
    : undefined;
  let row = 0;
  for (let y = b.y1; y < b.y2; y += o.th, row++) {
    const off = o.stagger && row % 2 ? o.tw / 2 : 0;
    const x0 = Math.floor((b.x1 - off) / o.tw) * o.tw + off;
    for (let x = x0; x < b.x2; x += o.tw) {
      const [sx, sy] = ctx.cam.wall(x, y + o.th);
      const t = ctx.rng.jitter(vary);
      const fill = t > 0 ? lighten(color, t) : darken(color, -t);
      out += rect(sx + gw / 2, sy + gw / 2, o.tw * k - gw, o.th * k - gw, { fill, rx: o.glaze ? 1.2 * k : 0 });
      if (glaze) out += rect(sx + gw / 2, sy + gw / 2, o.tw * k - gw, o.th * k - gw, { fill: glaze, rx: 1.2 * k });
    }
  }
  return g({ "clip-path": ctx.defs.clip(rect(b.sx, b.sy, b.sw, b.sh)) }, out);
}

/** Stone slab cladding with soft veins (marble, travertine). */
export function slab(ctx: Ctx, color: string, vein: string, r: Region, slabW = 1200): string {
  const b = bounds(ctx, r);
  const k = ctx.cam.k;
  let out = rect(b.sx, b.sy, b.sw, b.sh, { fill: color });
  let veins = "";
  let fine = "";
  for (let i = 0; i < 7; i++) {
    let x = b.sx + ctx.rng.next() * b.sw;
    let y = b.sy + ctx.rng.range(-0.2, 0.6) * b.sh;
    let dPath = `M${x.toFixed(1)} ${y.toFixed(1)}`;
    for (let j = 0; j < 5; j++) {
      const nx = x + ctx.rng.range(40, 140);
      const ny = y + ctx.rng.range(30, 120);
      dPath += ` C${(x + ctx.rng.range(0, 60)).toFixed(1)} ${(y + ctx.rng.range(-20, 60)).toFixed(1)} ${(nx - ctx.rng.range(0, 60)).toFixed(1)} ${(ny - ctx.rng.range(-20, 60)).toFixed(1)} ${nx.toFixed(1)} ${ny.toFixed(1)}`;
      x = nx;
      y = ny;
    }
    veins += `<path d="${dPath}" fill="none" stroke="${vein}" stroke-width="${ctx.rng.range(3, 9).toFixed(1)}" opacity="${ctx.rng.range(0.08, 0.18).toFixed(2)}"/>`;
    fine += `<path d="${dPath}" fill="none" stroke="${vein}" stroke-width="${ctx.rng.range(0.5, 1.1).toFixed(2)}" opacity="${ctx.rng.range(0.2, 0.4).toFixed(2)}"/>`;
  }
  veins = `<g filter="${ctx.defs.blur(4, 0.1)}">${veins}</g>` + `<g filter="${ctx.defs.blur(0.6, 0.1)}">${fine}</g>`;
  out += g({ "clip-path": ctx.defs.clip(rect(b.sx, b.sy, b.sw, b.sh)) }, veins);
  for (let x = Math.ceil(b.x1 / slabW) * slabW; x < b.x2; x += slabW) {
    const [sx] = ctx.cam.wall(x, 0);
    out += rect(sx - 0.8 * k, b.sy, 1.6 * k, b.sh, { fill: darken(color, 0.2), opacity: 0.5 });
  }
  return out;
}

/** Ambient occlusion where the wall meets the floor and in the corners. */
export function wallBaseShade(ctx: Ctx, strength = 0.18): string {
  const [, fy] = ctx.cam.wall(0, 0);
  const h = 260 * ctx.cam.k;
  return rect(0, fy - h, ctx.cam.W, h, {
    fill: ctx.defs.linear(
      [
        [0, "#1b140c", 0],
        [1, "#1b140c", strength],
      ],
      0,
      0,
      0,
      1,
    ),
  });
}

/** A side wall (left or right) of a room seen in one-point perspective, from the back wall to the camera. */
export function sideWall(ctx: Ctx, side: "left" | "right", x: number, color: string, height: number): string {
  const c = ctx.cam;
  const zEnd = c.spec.dist * 0.92;
  const pts = [c.p(x, 0, 0), c.p(x, height, 0), c.p(x, height, zEnd), c.p(x, 0, zEnd)];
  const lit = (side === "left") === ctx.dir > 0 ? darken(color, 0.12) : lighten(color, 0.04);
  const [ax] = c.p(x, 0, 0);
  const fill = ctx.defs.linear(
    [
      [0, mix(color, lit, 0.3)],
      [1, lit],
    ],
    ax,
    0,
    side === "left" ? 0 : c.W,
    0,
    true,
  );
  return poly(pts, { fill });
}
