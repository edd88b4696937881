import type { Ctx } from "../lib/ctx";
import { g, path, rect } from "../lib/svg";
import { bleedValve, floorShadow, htube, markProduct, onPlane, vtube, wallShadow, wheelValve } from "./parts";
import type { Placement } from "./types";

/** Augusto: a multi-column radiator of cast-style sections, on feet or wall stays, with wheel-head valves. */
export interface AugustoSpec extends Placement {
  h: number;
  sections: number;
  cols: 2 | 3 | 4;
  feet?: boolean;
  valves?: "both" | "left" | "right" | "none";
}

export const AUGUSTO_PITCH = 48;

export function augustoWidth(sections: number): number {
  return sections * AUGUSTO_PITCH;
}

export function augusto(ctx: Ctx, s: AugustoSpec): string {
  const m = ctx.mat(s.finish);
  const vm = ctx.mat(s.valveFinish ?? "antique-brass");
  const pitch = AUGUSTO_PITCH;
  const dia = 30;
  const w = s.sections * pitch;
  const top = s.bottom + s.h;
  const floorV = top;
  const zBack = 40;
  const colStep = 38;
  const zFront = zBack + (s.cols - 1) * colStep;
  const out: string[] = [];
  markProduct(ctx, s.x, s.bottom, w, s.h, zFront);

  let sil = "";
  for (let i = 0; i < s.sections; i++) sil += rect(i * pitch + (pitch - dia) / 2, 0, dia, s.h, { rx: dia / 2 });
  sil += rect(4, 26, w - 8, 24) + rect(4, s.h - 50, w - 8, 24);
  out.push(wallShadow(ctx, s.x, top, zFront, sil, 1.1));
  if (s.feet !== false) out.push(floorShadow(ctx, s.x - 20, s.x + w + 20, zBack - 10, zFront + 40, 0.32, 45));

  const column = (z: number, shade: number) => {
    let body = "";
    for (let i = 0; i < s.sections; i++) body += vtube(ctx, i * pitch + (pitch - dia) / 2, 0, dia, s.h, m, true);
    // Cast-style shoulders near the top and bottom of each column.
    for (let i = 0; i < s.sections; i++) {
      const u = i * pitch + (pitch - dia) / 2;
      body +=
        rect(u + 1, 52, dia - 2, 2.2, { fill: m.edge, opacity: 0.28 }) +
        rect(u + 1, s.h - 55, dia - 2, 2.2, { fill: m.edge, opacity: 0.28 });
    }
    const ao = ctx.defs.linear(
      [
        [0, "#fff", 0.06],
        [0.2, "#fff", 0],
        [0.75, "#000", 0],
        [1, "#000", 0.16],
      ],
      0,
      0,
      0,
      1,
    );
    for (let i = 0; i < s.sections; i++) {
      const u = i * pitch + (pitch - dia) / 2;
      body += rect(u, 0, dia, s.h, { rx: dia / 2, fill: ao });
      if (shade > 0) body += rect(u, 0, dia, s.h, { rx: dia / 2, fill: "#000", opacity: shade });
    }
    return onPlane(ctx, z, s.x, top, body);
  };

  // Back columns first; the ones in front hide most of them, perspective reveals their tops.
  for (let c = 0; c < s.cols - 1; c++) {
    out.push(column(zBack + c * colStep, 0.22 - c * 0.05));
  }
  // Section joints (nipples) visible between the columns near the top and bottom.
  const zMid = (zBack + zFront) / 2;
  out.push(
    onPlane(
      ctx,
      zMid,
      s.x,
      top,
      htube(6, 33, w - 12, 15, m) +
        htube(6, s.h - 48, w - 12, 15, m) +
        rect(6, 33, w - 12, 15, { rx: 3, fill: "#000", opacity: 0.38 }) +
        rect(6, s.h - 48, w - 12, 15, { rx: 3, fill: "#000", opacity: 0.38 }),
    ),
  );

  if (s.feet !== false) {
    // Cast feet: the end columns carry on down to the floor and finish in a small flared pad.
    let feet = "";
    for (const i of [1, s.sections - 2]) {
      const u = i * pitch + (pitch - dia) / 2;
      feet += vtube(ctx, u + 2, s.h - 40, dia - 4, floorV - s.h + 22, m);
      feet += path(
        `M${u - 2} ${floorV - 16} Q${u + dia / 2} ${floorV - 30} ${u + dia + 2} ${floorV - 16} L${u + dia + 8} ${floorV} L${u - 8} ${floorV} Z`,
        { fill: m.tubeV },
      );
      feet += rect(u - 8, floorV - 3, dia + 16, 3, { fill: m.edge, opacity: 0.5 });
    }
    out.push(onPlane(ctx, zFront, s.x, top, feet));
  }

  // Valves and pipework at the ends.
  const valves = s.valves ?? "both";
  let vbody = "";
  if (valves === "both" || valves === "left") vbody += wheelValve(ctx, 0, s.h - 40, -1, floorV, vm, false);
  if (valves === "both" || valves === "right") vbody += wheelValve(ctx, w, s.h - 40, 1, floorV, vm, valves === "both");
  if (vbody) out.push(onPlane(ctx, zMid, s.x, top, vbody));

  out.push(column(zFront, 0));
  if (valves !== "none") out.push(onPlane(ctx, zFront, s.x, top, bleedValve(w - pitch / 2 + 22, 36, vm)));
  return g({}, out.join(""));
}
