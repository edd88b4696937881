import type { Ctx } from "../lib/ctx";
import { g, rect } from "../lib/svg";
import { htube, markProduct, onPlane, valvePair, vtube, wallShadow } from "./parts";
import type { Placement } from "./types";

/** Flusso: rounded tubes, vertical or horizontal, joined by collectors hidden behind them. */
export interface FlussoSpec extends Placement {
  w: number;
  h: number;
  orient: "v" | "h";
  tube?: number;
  gap?: number;
}

export function flusso(ctx: Ctx, s: FlussoSpec): string {
  const m = ctx.mat(s.finish);
  const vm = ctx.mat(s.valveFinish ?? s.finish);
  const d = s.tube ?? 42;
  const gap = s.gap ?? 11;
  const top = s.bottom + s.h;
  const zc = 45;
  const zt = 85;
  const out: string[] = [];
  markProduct(ctx, s.x, s.bottom, s.w, s.h, zt);
  const along = s.orient === "v" ? s.w : s.h;
  const n = Math.max(2, Math.round((along + gap) / (d + gap)));
  const pitch = (along - d) / (n - 1);

  let silhouette = "";
  let tubes = "";
  for (let i = 0; i < n; i++) {
    const t = i * pitch;
    if (s.orient === "v") {
      silhouette += rect(t, 0, d, s.h, { rx: d / 2 });
      tubes += vtube(ctx, t, 0, d, s.h, m, true);
    } else {
      silhouette += rect(0, t, s.w, d, { rx: d / 2 });
      tubes += htube(0, t, s.w, d, m, true);
    }
  }
  out.push(wallShadow(ctx, s.x, top, zt, silhouette));

  if (s.bottom > 90) {
    const us = s.orient === "v" ? [d / 2, s.w - d / 2] : [40, s.w - 40];
    const v0 = s.orient === "v" ? s.h - 30 : s.h;
    out.push(onPlane(ctx, 55, s.x, top, valvePair(ctx, us, v0, s.h + s.bottom, vm)));
  }

  // Collectors behind the tubes.
  let coll = "";
  if (s.orient === "v") {
    coll += htube(d * 0.2, d * 0.8, s.w - d * 0.4, 32, m) + htube(d * 0.2, s.h - d * 0.8 - 32, s.w - d * 0.4, 32, m);
  } else {
    coll +=
      vtube(ctx, d * 0.8, d * 0.2, 32, s.h - d * 0.4, m) +
      vtube(ctx, s.w - d * 0.8 - 32, d * 0.2, 32, s.h - d * 0.4, m);
  }
  out.push(onPlane(ctx, zc, s.x, top, coll + rect(0, 0, s.w, s.h, { fill: "#000", opacity: 0.12 })));

  // Tubes, with a soft occlusion where they meet the collectors.
  const ao =
    s.orient === "v"
      ? ctx.defs.linear(
          [
            [0, "#000", 0.18],
            [0.06, "#000", 0],
            [0.94, "#000", 0],
            [1, "#000", 0.22],
          ],
          0,
          0,
          0,
          1,
        )
      : ctx.defs.linear(
          [
            [0, "#000", 0.12],
            [0.08, "#000", 0],
            [0.92, "#000", 0],
            [1, "#000", 0.12],
          ],
          0,
          0,
          1,
          0,
        );
  let aoRects = "";
  for (let i = 0; i < n; i++) {
    const t = i * pitch;
    aoRects +=
      s.orient === "v" ? rect(t, 0, d, s.h, { rx: d / 2, fill: ao }) : rect(0, t, s.w, d, { rx: d / 2, fill: ao });
  }
  out.push(onPlane(ctx, zt, s.x, top, tubes + aoRects));
  return g({}, out.join(""));
}
