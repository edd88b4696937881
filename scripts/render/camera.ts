/** The level camera of every scene: verticals stay vertical and the frame is composed with lens shift. */
import type { Camera } from "./scene";

export interface Frame {
  visW: number;
  visH: number;
  maxVis: number;
}

export function frameAt(distance: number, lens: number, aspect: number): Frame {
  const half = 18 / lens;
  const tanW = aspect >= 1 ? half : half * aspect;
  const tanH = aspect >= 1 ? half / aspect : half;
  const visW = 2 * distance * tanW;
  const visH = 2 * distance * tanH;
  return { visW, visH, maxVis: Math.max(visW, visH) };
}

/**
 * A level camera (verticals stay vertical, as an architectural photographer keeps them) that puts
 * the product's centre at (u, v) of the frame with its larger relative side at `fill` of the frame.
 */
export function placeCamera(
  aspect: number,
  product: { x: number; z: number; w: number; h: number; y: number },
  u: number,
  v: number,
  fill: number,
  lens: number,
  eye: number,
): { camera: Camera; frame: Frame; distance: number } {
  const unit = frameAt(1, lens, aspect);
  const distance = Math.max(product.w / (fill * unit.visW), product.h / (fill * unit.visH));
  const frame = frameAt(distance, lens, aspect);
  const camX = product.x - (u - 0.5) * frame.visW;
  const centreZ = product.z - (0.5 - v) * frame.visH;
  const camY = product.y - distance;
  return {
    camera: {
      location: [camX, camY, eye],
      target: [camX, 0, eye],
      lens,
      shift: [0, (centreZ - eye) / frame.maxVis],
    },
    frame,
    distance,
  };
}
