import type { Finish } from "../lib/finishes";

/** Where a product sits: world mm, `x` = left edge, `bottom` = height of its underside above the floor. */
export interface Placement {
  x: number;
  bottom: number;
  finish: Finish;
  /** Finish of valves and pipe tails (defaults per product). */
  valveFinish?: Finish;
}
