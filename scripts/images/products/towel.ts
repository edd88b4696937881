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
  const back = t.back ?? 60;
  const wobble = (y: number, n = 5) => {
    let dd = "";
    for (let i = n; i >= 0; i--) {
      const x = u + (w * i) / n;
      dd += ` L${x.toFixed(1)} ${(y + (i % 2 ? 3 : -2) + ctx.rng.jitter(3)).toFixed(1)}`;
    }
    return dd;
  };
  const folds = ctx.defs.linear(
    [
      [0, darken(color, 0.14)],
      [0.08, color],
      [0.3, lighten(color, 0.07)],
      [0.42, darken(color, 0.04)],
      [0.6, lighten(color, 0.05)],
      [0.78, darken(color, 0.06)],
      [0.93, color],
      [1, darken(color, 0.16)],
    ],
    ctx.dir > 0 ? 0 : 1,
    0,
    ctx.dir > 0 ? 1 : 0,
    0,
  );
  const fall = ctx.defs.linear([[0, "#fff", 0.16], [0.15, "#fff", 0], [0.7, "#000", 0], [1, "#000", 0.14]], 0, 0, 0, 1);
  let out = "";
  if (back > 0) {
    out += path(`M${u + 3} ${v} L${u + w - 3} ${v}${wobble(v + drop + back)} Z`, { fill: darken(color, 0.18) });
  }
  const front = `M${u} ${v + 8} Q${u} ${v - 10} ${u + 14} ${v - 10} L${u + w - 14} ${v - 10} Q${u + w} ${v - 10} ${u + w} ${v + 8}${wobble(v + drop)} Z`;
  out += path(front, { fill: folds });
  out += path(front, { fill: fall });
  // Hem band and optional stripes.
  out += rect(u + 1, v + drop - 46, w - 2, 3, { fill: darken(color, 0.12), opacity: 0.7 });
  if (t.stripe) {
    out += rect(u + 1, v + drop - 120, w - 2, 14, { fill: t.stripe, opacity: 0.85 });
    out += rect(u + 1, v + drop - 98, w - 2, 5, { fill: t.stripe, opacity: 0.85 });
  }
  if (t.fringe) {
    let fr = "";
    for (let x = u + 6; x < u + w - 4; x += 7) fr += rect(x, v + drop - 2, 2, 22 + ctx.rng.jitter(5), { fill: darken(color, 0.05), rx: 1 });
    out += fr;
  }
  // Rolled top over the bar.
  out += rect(u + 2, v - 9, w - 4, 7, { rx: 3.5, fill: lighten(color, 0.12), opacity: 0.7 });
  return out;
}
