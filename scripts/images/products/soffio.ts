import type { Ctx } from "../lib/ctx";
import { g, rect } from "../lib/svg";
import { htube, markProduct, onPlane, vtube, wallShadow } from "./parts";
import { tails, towelSil, withTowels, type Tails, type WithTowels } from "./rail-parts";
import type { Placement } from "./types";

/** Soffio: slim round-bar ladder. `groups` = bar counts from the top. */
export interface SoffioSpec extends Placement, WithTowels {
  w: number;
  h: number;
  groups?: number[];
  tails?: Tails;
}

export function soffio(ctx: Ctx, s: SoffioSpec): string {
  const m = ctx.mat(s.finish);
  const top = s.bottom + s.h;
  const up = 26;
  const bar = 17;
  const z = 70;
  markProduct(ctx, s.x, s.bottom, s.w, s.h, z);
  const groups = s.groups ?? [5, 5, 6];
  const total = groups.reduce((a, b) => a + b, 0);
  const gapG = 150;
  const pitch = (s.h - 60 - gapG * (groups.length - 1)) / total;
  let bars = "";
  let sil = rect(0, 0, up, s.h, { rx: up / 2 }) + rect(s.w - up, 0, up, s.h, { rx: up / 2 });
  let v = 30;
  for (const n of groups) {
    for (let i = 0; i < n; i++) {
      bars += htube(up - 4, v, s.w - 2 * up + 8, bar, m);
      sil += rect(up, v, s.w - 2 * up, bar);
      v += pitch;
    }
    v += gapG;
  }
  const uprights = vtube(ctx, 0, 0, up, s.h, m, true) + vtube(ctx, s.w - up, 0, up, s.h, m, true);
  const out = [
    wallShadow(ctx, s.x, top, z, sil + towelSil(s)),
    onPlane(ctx, z - 20, s.x, top, tails(ctx, [up / 2, s.w - up / 2], s.h - 6, s.h + s.bottom, m, s.tails ?? "floor")),
    onPlane(ctx, z, s.x, top, bars + uprights),
    onPlane(ctx, z + 14, s.x, top, withTowels(ctx, s)),
  ];
  return g({}, out.join(""));
}
