import { Camera, type CameraSpec } from "../lib/camera";
import { createCtx, type Ctx } from "../lib/ctx";
import type { Env } from "../lib/finishes";
import { createRng } from "../lib/prng";
import { Defs } from "../lib/svg";
import sharp from "sharp";

/** A scene: a camera on a wall, the room's light, and a drawing function. */
export interface Scene {
  camera: CameraSpec;
  env: Env;
  draw(ctx: Ctx): string;
}

const svgOpen = (w: number, h: number, vw: number, vh: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${vw} ${Math.round(vh * 100) / 100}" shape-rendering="geometricPrecision">`;

/** Builds the SVG document of a scene at the given pixel size (the viewBox is always 1000 wide). */
export async function sceneSvg(id: string, scene: Scene, width: number, height: number): Promise<string> {
  const cam = new Camera(scene.camera, height / width);
  const defs = new Defs();
  const ctx = createCtx(cam, defs, createRng(id), scene.env);
  const body = scene.draw(ctx);
  const defsXml = defs.toString();
  // Soft layers: rasterised small, embedded as images.
  const images = await Promise.all(
    ctx.softLayers.map(async ({ fragment, scale }) => {
      const w = Math.max(8, Math.round(width * scale));
      const h = Math.max(8, Math.round(height * scale));
      const png = await sharp(Buffer.from(svgOpen(w, h, cam.W, cam.H) + defsXml + fragment + "</svg>"))
        .ensureAlpha()
        .png({ compressionLevel: 1 })
        .toBuffer();
      return `<image x="0" y="0" width="${cam.W}" height="${Math.round(cam.H * 100) / 100}" preserveAspectRatio="none" href="data:image/png;base64,${png.toString("base64")}"/>`;
    }),
  );
  const full = body.replace(/<!--soft:(\d+)-->/g, (_, i: string) => images[Number(i)]!);
  return svgOpen(width, height, cam.W, cam.H) + defsXml + full + "</svg>";
}
