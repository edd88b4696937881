/** Numbers as the site writes them: 1,560 W. */
export const n = (value: number) => value.toLocaleString("en-GB");

/** ΔT with at most one decimal: ΔT21.5. */
export const dtLabel = (dT: number) => `ΔT${Number.isInteger(dT) ? dT : dT.toFixed(1)}`;

/** "800–1,800", or "952" when every size shares the figure. */
export const rangeLabel = ([low, high]: readonly [number, number]) => (low === high ? n(low) : `${n(low)}–${n(high)}`);
