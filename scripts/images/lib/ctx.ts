import type { Camera } from "./camera";
import { type Env, type Finish, type Mat, material } from "./finishes";
import type { Rng } from "./prng";
import type { Defs } from "./svg";

/** Everything a drawer needs for one scene. */
export interface Ctx {
  cam: Camera;
  defs: Defs;
  rng: Rng;
  env: Env;
  /** +1 when the light comes from the left (shadows fall to the right), -1 otherwise. */
  dir: 1 | -1;
  mat(finish: Finish): Mat;
  /**
   * A soft, low-frequency layer (blurred light, plaster clouds, shadows): rendered separately at
   * `scale` of the final size and embedded as an image, which keeps blurs cheap. Returns a placeholder.
   */
  soft(fragment: string, scale?: number): string;
  readonly softLayers: { fragment: string; scale: number }[];
  /** Screen boxes [x1, y1, x2, y2] (image units) of the products drawn: the picture's focus is derived from them. */
  readonly products: [number, number, number, number][];
}

export function createCtx(cam: Camera, defs: Defs, rng: Rng, env: Env): Ctx {
  const cache = new Map<Finish, Mat>();
  const softLayers: { fragment: string; scale: number }[] = [];
  return {
    softLayers,
    products: [],
    soft(fragment, scale = 0.25) {
      softLayers.push({ fragment, scale });
      return `<!--soft:${softLayers.length - 1}-->`;
    },
    cam,
    defs,
    rng,
    env,
    dir: env.lightFrom === "left" ? 1 : -1,
    mat(finish) {
      let m = cache.get(finish);
      if (!m) {
        m = material(defs, finish, env);
        cache.set(finish, m);
      }
      return m;
    },
  };
}
