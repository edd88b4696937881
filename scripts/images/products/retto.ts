import type { Ctx } from "../lib/ctx";
import { g, line, poly, rect } from "../lib/svg";
import { markProduct, onPlane, valvePair, wallShadow } from "./parts";
import type { Placement } from "./types";

/** Retto: a flat steel panel with fine seams; `grooves` gives their direction. */
export interface RettoSpec extends Placement {
  w: number;
  h: number;
  grooves: "h" | "v";
  double?: boolean;
  pitch?: number;
  valves?: boolean;
}

export function retto(ctx: Ctx, s: RettoSpec): string {
  const { cam } = ctx;
  const m = ctx.mat(s.finish);
  const vm = ctx.mat(s.valveFinish ?? (s.finish === "white" ? "chrome" : s.finish));
  const zb = 35;
  const zf = s.double ? 125 : 85;
  const top = s.bottom + s.h;
  const out: string[] = [];
  markProduct(ctx, s.x, s.bottom, s.w, s.h, zf);

  out.push(wallShadow(ctx, s.x, top, zf, rect(0, 0, s.w, s.h, { rx: 4 })));

  // Valves and pipe tails under the panel.
  if (s.valves !== false && s.bottom > 90) {
    const us = s.grooves === "h" && s.w > s.h ? [70, s.w - 70] : [s.w / 2 - 28, s.w / 2 + 28];
    out.push(onPlane(ctx, 60, s.x, top, valvePair(ctx, us, s.h, s.h + s.bottom, vm)));
  }

  // Visible side and top faces (one-point perspective).
  const P = (x: number, y: number, z: number) => cam.p(x, y, z);
  const eyeX = cam.spec.eyeX;
  const eyeY = cam.spec.eyeY;
  if (s.x + s.w < eyeX) {
    out.push(
      poly([P(s.x + s.w, top, zb), P(s.x + s.w, top, zf), P(s.x + s.w, s.bottom, zf), P(s.x + s.w, s.bottom, zb)], {
        fill: m.side,
      }),
    );
  } else if (s.x > eyeX) {
    out.push(poly([P(s.x, top, zb), P(s.x, top, zf), P(s.x, s.bottom, zf), P(s.x, s.bottom, zb)], { fill: m.side }));
  }
  if (top < eyeY) {
    out.push(poly([P(s.x, top, zb), P(s.x + s.w, top, zb), P(s.x + s.w, top, zf), P(s.x, top, zf)], { fill: m.top }));
    if (s.double) {
      // Convector grille seen from above.
      let fins = "";
      for (let x = s.x + 20; x < s.x + s.w - 10; x += 14) {
        const [a, b] = [P(x, top, zb + 12), P(x, top, zf - 14)];
        fins += line(a[0], a[1], b[0], b[1], { stroke: m.edge, "stroke-width": 0.9 * cam.unit(zf) * 3, opacity: 0.55 });
      }
      out.push(
        poly(
          [
            P(s.x + 12, top, zb + 10),
            P(s.x + s.w - 12, top, zb + 10),
            P(s.x + s.w - 12, top, zf - 12),
            P(s.x + 12, top, zf - 12),
          ],
          { fill: m.lo },
        ) + fins,
      );
    }
  }

  // Front face.
  const pitch = s.pitch ?? 68;
  let face = rect(0, 0, s.w, s.h, { rx: 4, fill: m.face });
  if (m.brushed) {
    let lines = "";
    const n = Math.round((s.grooves === "h" ? s.h : s.w) / 2.2);
    for (let i = 0; i < n; i++) {
      const t = ((i + 0.5) / n) * (s.grooves === "h" ? s.h : s.w);
      const op = 0.04 + ctx.rng.next() * 0.08;
      const c = ctx.rng.chance(0.5) ? "#fff3cf" : "#5a3f14";
      lines +=
        s.grooves === "h"
          ? rect(2, t, s.w - 4, 0.7, { fill: c, opacity: op })
          : rect(t, 2, 0.7, s.h - 4, { fill: c, opacity: op });
    }
    face += lines;
  }
  let seams = "";
  if (s.grooves === "h") {
    for (let v = pitch; v < s.h - pitch * 0.5; v += pitch) {
      seams +=
        rect(0, v - 1, s.w, 1.8, { fill: m.groove, opacity: 0.55 }) +
        rect(0, v + 0.8, s.w, 1.1, { fill: m.grooveHi, opacity: 0.28 });
    }
  } else {
    for (let u = pitch; u < s.w - pitch * 0.5; u += pitch) {
      const hiU = ctx.dir > 0 ? u - 1.9 : u + 0.8;
      seams +=
        rect(u - 1, 0, 1.8, s.h, { fill: m.groove, opacity: 0.55 }) +
        rect(hiU, 0, 1.1, s.h, { fill: m.grooveHi, opacity: 0.28 });
    }
  }
  face += seams;
  face += rect(0, 0, s.w, s.h, { rx: 4, fill: m.sheen });
  // Soft falloff towards the bottom (light comes from above) and a crisp top arris.
  face += rect(0, 0, s.w, s.h, {
    rx: 4,
    fill: ctx.defs.linear(
      [
        [0, "#000", 0],
        [0.6, "#000", 0],
        [1, "#000", 0.14],
      ],
      0,
      0,
      0,
      1,
    ),
  });
  face += rect(1, 0.6, s.w - 2, 1.6, { fill: m.grooveHi, opacity: 0.55 });
  face += rect(0.4, 0.4, s.w - 0.8, s.h - 0.8, {
    rx: 4,
    fill: "none",
    stroke: m.edge,
    "stroke-width": 1.2,
    opacity: 0.55,
  });
  out.push(onPlane(ctx, zf, s.x, top, face));
  return g({}, out.join(""));
}
