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
}

export function createCtx(cam: Camera, defs: Defs, rng: Rng, env: Env): Ctx {
  const cache = new Map<Finish, Mat>();
  return {
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
