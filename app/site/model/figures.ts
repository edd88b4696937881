/** Numbers as the site writes them: 1,560 W. */
export const n = (value: number) => value.toLocaleString("en-GB");

/** ΔT with at most one decimal: ΔT21.5. */
export const dtLabel = (dT: number) => `ΔT${Number.isInteger(dT) ? dT : dT.toFixed(1)}`;
