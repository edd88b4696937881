import type { Ctx } from "../lib/ctx";
import { g, path, rect } from "../lib/svg";
import { ball, floorShadow, htube, markProduct, onPlane, vtube, wallShadow } from "./parts";
import { towelSil, withTowels, type WithTowels } from "./rail-parts";
import type { Placement } from "./types";

/** Traditional floor-standing towel rail: turned uprights, finials, collars and feet. */
export interface AugustoRailSpec extends WithTowels {
  x: number;
  w: number;
  h: number;
  finish: Placement["finish"];
  /** Bar positions measured from the top, mm. */
  bars?: number[];
  z?: number;
}

export function augustoRail(ctx: Ctx, s: AugustoRailSpec): string {
  const m = ctx.mat(s.finish);
  const z = s.z ?? 140;
  const up = 44;
  const bar = 26;
  const top = s.h;
  const bars = s.bars ?? [120, 175, 230, 560, 820];
  markProduct(ctx, s.x, 0, s.w, s.h, z);
  let sil = "";
  let body = "";
  for (const v of bars) {
    body += htube(up / 2, v, s.w - up, bar, m);
    sil += rect(up / 2, v, s.w - up, bar);
  }
  for (const u of [0, s.w - up]) {
    // Upright with collars, neck and finial.
    body += vtube(ctx, u, 60, up, s.h - 160, m);
    for (const v of bars)
      body +=
        vtube(ctx, u - 5, v - 7, up + 10, bar + 14, m) + rect(u - 5, v - 7, up + 10, 2.5, { fill: m.hi, opacity: 0.5 });
    body += vtube(ctx, u + 8, 38, up - 16, 24, m);
    body += vtube(ctx, u - 4, 58, up + 8, 14, m);
    body += ball(ctx, u + up / 2, 24, 24, m);
    // Turned foot.
    const cx = u + up / 2;
    const fv = s.h - 100;
    body += path(
      `M${cx - up / 2} ${fv} L${cx + up / 2} ${fv} Q${cx + up / 2 + 4} ${fv + 40} ${cx + 26} ${fv + 60} Q${cx + 44} ${fv + 78} ${cx + 46} ${s.h - 10} L${cx - 46} ${s.h - 10} Q${cx - 44} ${fv + 78} ${cx - 26} ${fv + 60} Q${cx - up / 2 - 4} ${fv + 40} ${cx - up / 2} ${fv} Z`,
      { fill: m.tubeV },
    );
    body += vtube(ctx, cx - 30, fv + 6, 60, 14, m);
    body += rect(cx - 52, s.h - 12, 104, 12, { rx: 4, fill: m.tubeH });
    sil += rect(u, 0, up, s.h, { rx: up / 2 }) + rect(cx - 50, s.h - 110, 100, 110, { rx: 20 });
  }
  const out = [
    floorShadow(ctx, s.x - 60, s.x + 60 + up, z - 70, z + 70, 0.4, 45),
    floorShadow(ctx, s.x + s.w - up - 60, s.x + s.w + 60, z - 70, z + 70, 0.4, 45),
    floorShadow(ctx, s.x, s.x + s.w, z - 30, z + 30, 0.12, 90),
    wallShadow(ctx, s.x, top, z, sil + towelSil(s), 0.7),
    onPlane(ctx, z, s.x, top, body),
    onPlane(ctx, z + 14, s.x, top, withTowels(ctx, s)),
  ];
  return g({}, out.join(""));
}
