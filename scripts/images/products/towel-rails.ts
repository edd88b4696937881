import { lighten, mix } from "../lib/color";
import type { Ctx } from "../lib/ctx";
import type { Mat } from "../lib/finishes";
import { g, path, rect } from "../lib/svg";
import { ball, floorShadow, htube, onPlane, pipeDown, vtube, wallShadow } from "./parts";
import { towel, towelShape, type TowelSpec } from "./towel";
import type { Placement } from "./types";

/** Towels are given relative to the rail's top-left, in mm. */
interface WithTowels {
  towels?: TowelSpec[];
}

/** Pipe tails: into the floor, or back into the wall. */
type Tails = "floor" | "wall";

function tails(ctx: Ctx, us: number[], v: number, floorV: number, m: Mat, kind: Tails): string {
  let out = "";
  for (const u of us) {
    out += vtube(ctx, u - 11, v - 4, 22, 36, m) + htube(u - 14, v + 26, 28, 12, m);
    if (kind === "floor") out += pipeDown(ctx, u, v + 36, floorV, 15, m);
    else out += rect(u - 20, v + 40, 40, 10, { rx: 5, fill: m.tubeH });
  }
  return out;
}

function withTowels(ctx: Ctx, s: WithTowels): string {
  return (s.towels ?? []).map((t) => towel(ctx, t)).join("");
}

function towelSil(s: WithTowels): string {
  return (s.towels ?? []).map(towelShape).join("");
}

/* ------------------------------------------------------------------ Soffio */

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

/* ------------------------------------------------------------------ Breva */

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
  const groups = s.groups ?? [4, 4, 5];
  const total = groups.reduce((a, b) => a + b, 0);
  const gapG = 140;
  const pitch = (s.h - 40 - gapG * (groups.length - 1)) / total;
  const upFace = m.finish === "chrome"
    ? ctx.defs.linear([[0, "#ffffff"], [0.1, "#ffffff"], [0.1, lighten(m.base, 0.3)], [0.55, m.base], [0.55, mix(m.base, "#2a2d31", 0.5)], [0.9, mix(m.base, "#2a2d31", 0.3)], [0.9, "#2a2d31"], [1, "#2a2d31"]], ctx.dir > 0 ? 0 : 1, 0, ctx.dir > 0 ? 1 : 0, 0)
    : ctx.defs.linear([[0, m.hi], [0.1, m.hi], [0.1, lighten(m.base, 0.05)], [0.6, m.base], [0.9, m.lo], [0.9, m.edge], [1, m.edge]], ctx.dir > 0 ? 0 : 1, 0, ctx.dir > 0 ? 1 : 0, 0);
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
  for (const [ux, face] of [[s.x + up, "r"], [s.x + s.w - up, "l"]] as const) {
    const visible = face === "r" ? ux < cam.spec.eyeX : ux > cam.spec.eyeX;
    if (!visible) continue;
    sides.push(`<polygon points="${[cam.p(ux, top, z - depth), cam.p(ux, top, z), cam.p(ux, s.bottom, z), cam.p(ux, s.bottom, z - depth)].map((p) => p.map((n) => n.toFixed(2)).join(",")).join(" ")}" fill="${m.side}"/>`);
  }
  const uprights = rect(0, 0, up, s.h, { fill: upFace }) + rect(s.w - up, 0, up, s.h, { fill: upFace }) + rect(0, 0, up, 1.5, { fill: m.hi }) + rect(s.w - up, 0, up, 1.5, { fill: m.hi });
  const out = [
    wallShadow(ctx, s.x, top, z, sil + towelSil(s)),
    onPlane(ctx, z - 30, s.x, top, tails(ctx, [up / 2, s.w - up / 2], s.h - 6, s.h + s.bottom, m, s.tails ?? "wall")),
    sides.join(""),
    onPlane(ctx, z, s.x, top, bars + uprights),
    onPlane(ctx, z + 14, s.x, top, withTowels(ctx, s)),
  ];
  return g({}, out.join(""));
}

/* ------------------------------------------------------------------ Volo */

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
    path(dd, { fill: "none", stroke: chrome ? mix(m.base, "#30343a", 0.4) : m.lo, "stroke-width": dia * 0.8, "stroke-linecap": "round" }) +
    path(dd, { fill: "none", stroke: m.base, "stroke-width": dia * 0.5, "stroke-linecap": "round", transform: `translate(${(ox * 0.6).toFixed(2)} ${(oy * 0.6).toFixed(2)})` }) +
    path(dd, { fill: "none", stroke: chrome ? "#ffffff" : m.hi, "stroke-width": dia * 0.2, "stroke-linecap": "round", opacity: 0.9, transform: `translate(${ox.toFixed(2)} ${oy.toFixed(2)})` }) +
    path(dd, { fill: "none", stroke: "#ffffff", "stroke-width": dia * 0.06, "stroke-linecap": "round", opacity: m.spec * 0.7, transform: `translate(${(ox * 1.3).toFixed(2)} ${(oy * 1.3).toFixed(2)})` })
  );
}

export function volo(ctx: Ctx, s: VoloSpec): string {
  const m = ctx.mat(s.finish);
  const top = s.bottom + s.h;
  const z = 80;
  let body = "";
  let sil = "";
  let tailUs: number[] = [];
  if (s.model === "ladder") {
    // A single flat spine with cantilevered bars in a rhythm of groups.
    const spine = 56;
    const bar = 22;
    const rows = [0, 1, 2, 4, 5, 6, 7, 9, 10, 11];
    const pitch = (s.h - 80) / 11;
    const spineFill = ctx.defs.linear([[0, m.hi], [0.1, m.base], [0.85, m.lo], [1, m.edge]], ctx.dir > 0 ? 0 : 1, 0, ctx.dir > 0 ? 1 : 0, 0);
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
    const metal = ctx.defs.linear([[0, m.lo], [0.08, m.hi], [0.3, m.base], [0.62, m.lo], [0.85, m.base], [1, m.edge]], ctx.dir > 0 ? 0 : 1, 0, ctx.dir > 0 ? 1 : 0, 0.15);
    const plate = rect(px, 0, plateW, s.h, { rx: 8, fill: metal });
    let brushed = "";
    if (m.brushed) {
      for (let x = px + 3; x < px + plateW - 3; x += 2.4) brushed += rect(x, 4, 0.8, s.h - 8, { fill: ctx.rng.chance(0.5) ? "#fff4d2" : "#5a3f14", opacity: 0.04 + ctx.rng.next() * 0.08 });
    }
    body += plate + brushed + rect(px, 0, plateW, s.h, { rx: 8, fill: m.sheen }) + rect(px + 2, 1, plateW - 4, 2, { fill: m.hi, opacity: 0.7 });
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

/* ------------------------------------------------------------------ Augusto Towel Rail */

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
  let sil = "";
  let body = "";
  for (const v of bars) {
    body += htube(up / 2, v, s.w - up, bar, m);
    sil += rect(up / 2, v, s.w - up, bar);
  }
  for (const u of [0, s.w - up]) {
    // Upright with collars, neck and finial.
    body += vtube(ctx, u, 60, up, s.h - 160, m);
    for (const v of bars) body += vtube(ctx, u - 5, v - 7, up + 10, bar + 14, m) + rect(u - 5, v - 7, up + 10, 2.5, { fill: m.hi, opacity: 0.5 });
    body += vtube(ctx, u + 8, 38, up - 16, 24, m);
    body += vtube(ctx, u - 4, 58, up + 8, 14, m);
    body += ball(ctx, u + up / 2, 24, 24, m);
    // Turned foot.
    const cx = u + up / 2;
    const fv = s.h - 100;
    body += path(`M${cx - up / 2} ${fv} L${cx + up / 2} ${fv} Q${cx + up / 2 + 4} ${fv + 40} ${cx + 26} ${fv + 60} Q${cx + 44} ${fv + 78} ${cx + 46} ${s.h - 10} L${cx - 46} ${s.h - 10} Q${cx - 44} ${fv + 78} ${cx - 26} ${fv + 60} Q${cx - up / 2 - 4} ${fv + 40} ${cx - up / 2} ${fv} Z`, { fill: m.tubeV });
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
