import { darken, lighten } from "../lib/color";
import type { Ctx } from "../lib/ctx";
import { path, rect } from "../lib/svg";

/** A towel folded over a bar: (u, v) = the bar's top-left in local mm, w = towel width, drop = front length. */
export interface TowelSpec {
  u: number;
  v: number;
  w: number;
  drop: number;
  color: string;
  /** Back layer hangs this much longer (+) or shorter (-) than the front. */
  back?: number;
  /** Stripe colour near the hem (linen / Turkish towel). */
  stripe?: string;
  /** Fringe at the hem (hammam towel). */
  fringe?: boolean;
}

/** Silhouette only (for shadows). */
export function towelShape(t: TowelSpec): string {
  return rect(t.u, t.v - 6, t.w, t.drop + Math.max(0, t.back ?? 60) + 6, { rx: 10 });
}

export function towel(ctx: Ctx, t: TowelSpec): string {
  const { u, v, w, drop, color } = t;
  const back = t.back ?? 28;
  const folds = ctx.defs.linear(
    [
      [0, darken(color, 0.16)],
      [0.06, darken(color, 0.02)],
      [0.22, lighten(color, 0.06)],
      [0.4, color],
      [0.55, lighten(color, 0.04)],
      [0.8, darken(color, 0.05)],
      [0.95, darken(color, 0.02)],
      [1, darken(color, 0.18)],
    ],
    ctx.dir > 0 ? 0 : 1,
    0,
    ctx.dir > 0 ? 1 : 0,
    0,
  );
  const fall = ctx.defs.linear(
    [
      [0, "#fff", 0.22],
      [0.05, "#fff", 0.05],
      [0.09, "#000", 0.06],
      [0.2, "#000", 0],
      [0.75, "#000", 0],
      [1, "#000", 0.12],
    ],
    0,
    0,
    0,
    1,
  );
  const r = 8;
  let out = "";
  // Back layer: peeks out below and a little to the shadow side.
  const bx = u + ctx.dir * 5;
  out += rect(bx, v, w, drop + back, { rx: r, fill: darken(color, 0.2) });
  const front = `M${u} ${v + 8} Q${u} ${v - 10} ${u + 14} ${v - 10} L${u + w - 14} ${v - 10} Q${u + w} ${v - 10} ${u + w} ${v + 8} L${u + w} ${v + drop - r} Q${u + w} ${v + drop} ${u + w - r} ${v + drop} L${u + r} ${v + drop} Q${u} ${v + drop} ${u} ${v + drop - r} Z`;
  out += path(front, { fill: folds });
  out += path(front, { fill: fall });
  // Woven border near the hem, and the hem's thickness.
  out += rect(u + 1, v + drop - 54, w - 2, 12, { fill: darken(color, 0.08), opacity: 0.8 });
  out += rect(u + 1, v + drop - 54, w - 2, 1.5, { fill: lighten(color, 0.2), opacity: 0.7 });
  if (t.stripe) {
    out += rect(u + 1, v + drop - 130, w - 2, 14, { fill: t.stripe, opacity: 0.85 });
    out += rect(u + 1, v + drop - 108, w - 2, 5, { fill: t.stripe, opacity: 0.85 });
  }
  out += rect(u + r, v + drop - 3, w - 2 * r, 3, { fill: darken(color, 0.25), opacity: 0.6 });
  if (t.fringe) {
    let fr = "";
    for (let x = u + 6; x < u + w - 4; x += 7)
      fr += rect(x, v + drop - 2, 2, 22 + ctx.rng.jitter(5), { fill: darken(color, 0.05), rx: 1 });
    out += fr;
  }
  // Rolled top over the bar catches the light.
  out += rect(u + 4, v - 9, w - 8, 6, { rx: 3, fill: lighten(color, 0.18), opacity: 0.75 });
  return out;
}
