import type { Ctx } from "../lib/ctx";
import type { Mat } from "../lib/finishes";
import { rect } from "../lib/svg";
import { htube, pipeDown, vtube } from "./parts";
import { towel, towelShape, type TowelSpec } from "./towel";

/** Towels are given relative to the rail's top-left, in mm. */
export interface WithTowels {
  towels?: TowelSpec[];
}

/** Pipe tails: into the floor, or back into the wall. */
export type Tails = "floor" | "wall";

export function tails(ctx: Ctx, us: number[], v: number, floorV: number, m: Mat, kind: Tails): string {
  let out = "";
  for (const u of us) {
    out += vtube(ctx, u - 11, v - 4, 22, 36, m) + htube(u - 14, v + 26, 28, 12, m);
    if (kind === "floor") out += pipeDown(ctx, u, v + 36, floorV, 15, m);
    else out += rect(u - 20, v + 40, 40, 10, { rx: 5, fill: m.tubeH });
  }
  return out;
}

export function withTowels(ctx: Ctx, s: WithTowels): string {
  return (s.towels ?? []).map((t) => towel(ctx, t)).join("");
}

export function towelSil(s: WithTowels): string {
  return (s.towels ?? []).map(towelShape).join("");
}
