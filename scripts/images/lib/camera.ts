import { f, type Pt } from "./svg";

/**
 * One-point perspective looking straight at a wall.
 * World units are millimetres: x to the right, y up from the floor, z out of the wall towards the camera.
 * The wall plane (z = 0) maps linearly onto the image; a plane at depth z is the wall mapping scaled
 * about the vanishing point by dist / (dist - z), so anything parallel to the wall is an affine transform.
 */
export interface CameraSpec {
  /** World x at the image's left edge, on the wall plane. */
  left: number;
  /** World y at the image's top edge, on the wall plane. */
  top: number;
  /** Width of wall (mm) spanned by the image. */
  span: number;
  /** Eye height (mm) and eye x (defaults to the image centre). */
  eyeY: number;
  eyeX?: number;
  /** Distance from the wall to the camera (mm). */
  dist: number;
}

export class Camera {
  readonly W = 1000;
  readonly H: number;
  /** Image units per mm at the wall plane. */
  readonly k: number;
  readonly vp: Pt;
  readonly spec: Required<CameraSpec>;

  constructor(spec: CameraSpec, aspect: number /* height / width */) {
    this.H = this.W * aspect;
    this.k = this.W / spec.span;
    this.spec = { ...spec, eyeX: spec.eyeX ?? spec.left + spec.span / 2 };
    this.vp = this.wall(this.spec.eyeX, this.spec.eyeY);
  }

  /** Scale factor of the plane at depth z. */
  s(z: number): number {
    return this.spec.dist / (this.spec.dist - z);
  }

  wall(x: number, y: number): Pt {
    return [(x - this.spec.left) * this.k, (this.spec.top - y) * this.k];
  }

  p(x: number, y: number, z = 0): Pt {
    const [wx, wy] = this.wall(x, y);
    const s = this.s(z);
    return [this.vp[0] + (wx - this.vp[0]) * s, this.vp[1] + (wy - this.vp[1]) * s];
  }

  /**
   * Transform for drawing in local millimetres (u right, v down) on the plane at depth z,
   * with local origin at world (x, y) (y = the top of the local frame).
   */
  plane(z: number, x: number, y: number): string {
    const s = this.s(z);
    const a = s * this.k;
    const [wx, wy] = this.wall(x, y);
    const e = this.vp[0] * (1 - s) + s * wx;
    const ff = this.vp[1] * (1 - s) + s * wy;
    const a5 = a.toFixed(5);
    return `matrix(${a5} 0 0 ${a5} ${f(e)} ${f(ff)})`;
  }

  /** Screen scale (image units per mm) at depth z. */
  unit(z = 0): number {
    return this.k * this.s(z);
  }

  /** Depth of the floor seen at screen row sy (sy below the horizon). */
  floorZ(sy: number): number {
    const base = this.wall(0, 0)[1];
    const s = (sy - this.vp[1]) / (base - this.vp[1]);
    return this.spec.dist * (1 - 1 / s);
  }

  /** Deepest floor z visible at the bottom edge. */
  get zMax(): number {
    return Math.min(this.floorZ(this.H), this.spec.dist * 0.8);
  }

  /** World x visible at the image's left/right edges at depth z (floor level is irrelevant: x only). */
  xAtEdge(edge: "left" | "right", z: number): number {
    const sx = edge === "left" ? 0 : this.W;
    const s = this.s(z);
    const wx = this.vp[0] + (sx - this.vp[0]) / s;
    return wx / this.k + this.spec.left;
  }

  get floorLine(): number {
    return this.wall(0, 0)[1];
  }
}
