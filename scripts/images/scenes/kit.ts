import type { CameraSpec } from "../lib/camera";
import type { Ctx } from "../lib/ctx";
import type { Env } from "../lib/finishes";
import { glow, vignette, wash } from "../rooms/light";
import { skirting, wallBaseShade } from "../rooms/walls";
import type { Scene } from "./compose";

/** Camera shorthand: left edge, wall span, top edge, eye height, distance (all mm). */
export const cam = (left: number, span: number, top: number, eyeY = 1200, dist = 4200, eyeX?: number): CameraSpec => ({
  left,
  span,
  top,
  eyeY,
  dist,
  eyeX,
});

export const env = (wall: string, floor: string, lightFrom: "left" | "right" = "left"): Env => ({
  wall,
  floor,
  lightFrom,
});

/** Builds a scene from a list of layer functions. */
export function scene(camera: CameraSpec, e: Env, ...layers: ((ctx: Ctx) => string)[]): Scene {
  return { camera, env: e, draw: (ctx) => layers.map((l) => l(ctx)).join("") };
}

/** Skirting and the soft shade where wall meets floor. */
export const base =
  (skirtColor: string, h = 140) =>
  (ctx: Ctx) =>
    skirting(ctx, skirtColor, h) + wallBaseShade(ctx);

/** Final grade: light falloff, warm glow and a vignette. */
export const grade =
  (o: { wash?: number; glow?: number; vignette?: number } = {}) =>
  (ctx: Ctx) =>
    glow(ctx, o.glow ?? 0.12) + wash(ctx, o.wash ?? 0.2) + vignette(ctx, o.vignette ?? 0.26);
