import { lighten, mix } from "../lib/color";
import type { Ctx } from "../lib/ctx";
import { g, rect } from "../lib/svg";
import { markProduct, onPlane, wallShadow } from "./parts";
import { tails, towelSil, withTowels, type Tails, type WithTowels } from "./rail-parts";
import type { Placement } from "./types";

/** Breva: square uprights and flat rectangular bars. */
export interface BrevaSpec extends Placement, WithTowels {
  w: number;
  h: number;
  groups?: number[];
  tails?: Tails;
}

export function breva(ctx: Ctx, s: BrevaSpec): string {
  const m = ctx.mat(s.finish);
  const { cam } = ctx;
  const top = s.bottom + s.h;
  const up = 32;
  const barH = 26;
  const z = 75;
  const depth = 32;
  markProduct(ctx, s.x, s.bottom, s.w, s.h, z);
  const groups = s.groups ?? [4, 4, 5];
  const total = groups.reduce((a, b) => a + b, 0);
  const gapG = 140;
  const pitch = (s.h - 40 - gapG * (groups.length - 1)) / total;
  const upFace =
    m.finish === "chrome"
      ? ctx.defs.linear(
          [
            [0, "#ffffff"],
            [0.1, "#ffffff"],
            [0.1, lighten(m.base, 0.3)],
            [0.55, m.base],
            [0.55, mix(m.base, "#2a2d31", 0.5)],
            [0.9, mix(m.base, "#2a2d31", 0.3)],
            [0.9, "#2a2d31"],
            [1, "#2a2d31"],
          ],
          ctx.dir > 0 ? 0 : 1,
          0,
          ctx.dir > 0 ? 1 : 0,
          0,
        )
      : ctx.defs.linear(
          [
            [0, m.hi],
            [0.1, m.hi],
            [0.1, lighten(m.base, 0.05)],
            [0.6, m.base],
            [0.9, m.lo],
            [0.9, m.edge],
            [1, m.edge],
          ],
          ctx.dir > 0 ? 0 : 1,
          0,
          ctx.dir > 0 ? 1 : 0,
          0,
        );
  let bars = "";
  let sil = rect(0, 0, up, s.h) + rect(s.w - up, 0, up, s.h);
  let v = 20;
  for (const n of groups) {
    for (let i = 0; i < n; i++) {
      bars += rect(up, v, s.w - 2 * up, barH, { fill: m.bar });
      bars += rect(up, v + barH, s.w - 2 * up, 3, { fill: "#000", opacity: 0.12 });
      sil += rect(up, v, s.w - 2 * up, barH);
      v += pitch;
    }
    v += gapG;
  }
  // Inner side faces of the square uprights (seen in perspective).
  const sides = [];
  for (const [ux, face] of [
    [s.x + up, "r"],
    [s.x + s.w - up, "l"],
  ] as const) {
    const visible = face === "r" ? ux < cam.spec.eyeX : ux > cam.spec.eyeX;
    if (!visible) continue;
    sides.push(
      `<polygon points="${[cam.p(ux, top, z - depth), cam.p(ux, top, z), cam.p(ux, s.bottom, z), cam.p(ux, s.bottom, z - depth)].map((p) => p.map((n) => n.toFixed(2)).join(",")).join(" ")}" fill="${m.side}"/>`,
    );
  }
  const uprights =
    rect(0, 0, up, s.h, { fill: upFace }) +
    rect(s.w - up, 0, up, s.h, { fill: upFace }) +
    rect(0, 0, up, 1.5, { fill: m.hi }) +
    rect(s.w - up, 0, up, 1.5, { fill: m.hi });
  const out = [
    wallShadow(ctx, s.x, top, z, sil + towelSil(s)),
    onPlane(ctx, z - 30, s.x, top, tails(ctx, [up / 2, s.w - up / 2], s.h - 6, s.h + s.bottom, m, s.tails ?? "wall")),
    sides.join(""),
    onPlane(ctx, z, s.x, top, bars + uprights),
    onPlane(ctx, z + 14, s.x, top, withTowels(ctx, s)),
  ];
  return g({}, out.join(""));
}
