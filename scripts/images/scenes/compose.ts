import { Camera, type CameraSpec } from "../lib/camera";
import { createCtx, type Ctx } from "../lib/ctx";
import type { Env } from "../lib/finishes";
import { createRng } from "../lib/prng";
import { Defs } from "../lib/svg";

/** A scene: a camera on a wall, the room's light, and a drawing function. */
export interface Scene {
  camera: CameraSpec;
  env: Env;
  draw(ctx: Ctx): string;
}

/** Builds the SVG document of a scene at the given pixel size (the viewBox is always 1000 wide). */
export function sceneSvg(id: string, scene: Scene, width: number, height: number): string {
  const cam = new Camera(scene.camera, height / width);
  const defs = new Defs();
  const ctx = createCtx(cam, defs, createRng(id), scene.env);
  const body = scene.draw(ctx);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${cam.W} ${Math.round(cam.H * 100) / 100}" shape-rendering="geometricPrecision">` +
    defs.toString() +
    body +
    `</svg>`
  );
}
