import { lighten, mix } from "../lib/color";
import type { Ctx } from "../lib/ctx";
import type { Mat } from "../lib/finishes";
import { g, path, rect } from "../lib/svg";
import { htube, markProduct, onPlane, wallShadow } from "./parts";
import { tails, towelSil, withTowels, type Tails, type WithTowels } from "./rail-parts";
import type { Placement } from "./types";

export type VoloModel = "ladder" | "arc" | "wall";

export interface VoloSpec extends Placement, WithTowels {
  model: VoloModel;
  w: number;
  h: number;
  tails?: Tails;
}

/** A bent tube along a path, shaded with layered strokes (works for curves). */
function strokeTube(ctx: Ctx, dd: string, dia: number, m: Mat): string {
  const ox = -0.14 * dia * ctx.dir;
  const oy = -0.12 * dia;
  const chrome = m.finish === "chrome";
  return (
    path(dd, { fill: "none", stroke: m.edge, "stroke-width": dia, "stroke-linecap": "round" }) +
    path(dd, {
      fill: "none",
      stroke: chrome ? mix(m.base, "#30343a", 0.4) : m.lo,
      "stroke-width": dia * 0.8,
      "stroke-linecap": "round",
    }) +
    path(dd, {
      fill: "none",
      stroke: m.base,
      "stroke-width": dia * 0.5,
      "stroke-linecap": "round",
      transform: `translate(${(ox * 0.6).toFixed(2)} ${(oy * 0.6).toFixed(2)})`,
    }) +
    path(dd, {
      fill: "none",
      stroke: chrome ? "#ffffff" : m.hi,
      "stroke-width": dia * 0.2,
      "stroke-linecap": "round",
      opacity: 0.9,
      transform: `translate(${ox.toFixed(2)} ${oy.toFixed(2)})`,
    }) +
    path(dd, {
      fill: "none",
      stroke: "#ffffff",
      "stroke-width": dia * 0.06,
      "stroke-linecap": "round",
      opacity: m.spec * 0.7,
      transform: `translate(${(ox * 1.3).toFixed(2)} ${(oy * 1.3).toFixed(2)})`,
    })
  );
}

export function volo(ctx: Ctx, s: VoloSpec): string {
  const m = ctx.mat(s.finish);
  const top = s.bottom + s.h;
  const z = 80;
  markProduct(ctx, s.x, s.bottom, s.w, s.h, z);
  let body = "";
  let sil = "";
  let tailUs: number[];
  if (s.model === "ladder") {
    // A single flat spine with cantilevered bars in a rhythm of groups.
    const spine = 56;
    const bar = 22;
    const rows = [0, 1, 2, 4, 5, 6, 7, 9, 10, 11];
    const pitch = (s.h - 80) / 11;
    const spineFill = ctx.defs.linear(
      [
        [0, m.hi],
        [0.1, m.base],
        [0.85, m.lo],
        [1, m.edge],
      ],
      ctx.dir > 0 ? 0 : 1,
      0,
      ctx.dir > 0 ? 1 : 0,
      0,
    );
    for (const r of rows) {
      const v = 40 + r * pitch;
      body += htube(spine - 10, v, s.w - spine + 10, bar, m, true);
      sil += rect(spine, v, s.w - spine, bar, { rx: bar / 2 });
    }
    body += rect(0, 0, spine, s.h, { rx: 6, fill: spineFill }) + rect(3, 2, spine - 6, 2, { fill: m.hi, opacity: 0.6 });
    sil += rect(0, 0, spine, s.h, { rx: 6 });
    tailUs = [spine / 2];
  } else if (s.model === "arc") {
    const dia = 30;
    const r = s.w / 2 - dia / 2;
    const spring = r + dia / 2;
    const dd = `M${dia / 2} ${s.h - dia / 2} L${dia / 2} ${spring} A${r} ${r} 0 0 1 ${s.w - dia / 2} ${spring} L${s.w - dia / 2} ${s.h - dia / 2}`;
    const bar = 18;
    const n = 12;
    const pitch = (s.h - spring - 60) / n;
    let bars = "";
    for (let i = 0; i <= n; i++) {
      const v = spring + 10 + i * pitch;
      bars += htube(dia / 2, v, s.w - dia, bar, m);
      sil += rect(dia / 2, v, s.w - dia, bar);
    }
    // Two short bars inside the arch, shortened to fit.
    for (const v of [spring * 0.45, spring * 0.75]) {
      const dy = spring - v;
      const half = Math.sqrt(Math.max(0, r * r - dy * dy));
      bars += htube(s.w / 2 - half, v, half * 2, bar, m);
      sil += rect(s.w / 2 - half, v, half * 2, bar);
    }
    body += bars + strokeTube(ctx, dd, dia, m);
    sil += `<path d="${dd}" fill="none" stroke="#000" stroke-width="${dia}"/>`;
    tailUs = [dia / 2, s.w - dia / 2];
  } else {
    // A slim wall plate with three proud bars.
    const plateW = s.w * 0.5;
    const px = (s.w - plateW) / 2;
    const metal = ctx.defs.linear(
      [
        [0, m.edge],
        [0.04, m.lo],
        [0.16, m.hi],
        [0.24, lighten(m.hi, 0.25)],
        [0.32, m.hi],
        [0.5, m.base],
        [0.8, m.lo],
        [0.96, m.lo],
        [1, m.edge],
      ],
      ctx.dir > 0 ? 0 : 1,
      0,
      ctx.dir > 0 ? 1 : 0,
      0,
    );
    const plate = rect(px, 0, plateW, s.h, { rx: 6, fill: metal });
    let brushed = "";
    if (m.brushed) {
      for (let x = px + 3; x < px + plateW - 3; x += 3)
        brushed += rect(x, 4, 0.6, s.h - 8, { fill: "#fff4d2", opacity: 0.02 + ctx.rng.next() * 0.04 });
    }
    const fade = ctx.defs.linear(
      [
        [0, "#fff", 0.12],
        [0.12, "#fff", 0],
        [0.85, "#000", 0],
        [1, "#000", 0.12],
      ],
      0,
      0,
      0,
      1,
    );
    body +=
      plate +
      brushed +
      rect(px, 0, plateW, s.h, { rx: 6, fill: fade }) +
      rect(px + 2, 1, plateW - 4, 2, { fill: lighten(m.hi, 0.3), opacity: 0.8 });
    sil += rect(px, 0, plateW, s.h, { rx: 8 });
    for (const v of [s.h * 0.12, s.h * 0.44, s.h * 0.76]) {
      body += htube(0, v, s.w, 24, m, true);
      sil += rect(0, v, s.w, 24, { rx: 12 });
    }
    tailUs = [s.w / 2];
  }
  const out = [
    wallShadow(ctx, s.x, top, z, sil + towelSil(s)),
    onPlane(ctx, z - 25, s.x, top, tails(ctx, tailUs, s.h - 6, s.h + s.bottom, m, s.tails ?? "wall")),
    onPlane(ctx, z, s.x, top, body),
    onPlane(ctx, z + 14, s.x, top, withTowels(ctx, s)),
  ];
  return g({}, out.join(""));
}
