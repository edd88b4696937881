/**
 * A quote's reference, Q-YYYY-NNNN: the year it was asked in and its number within that year, four digits at least
 * (decision 135). The first of a year is Q-YYYY-0001.
 */
export function quoteReference(year: number, number: number): string {
  return `Q-${year}-${String(number).padStart(4, "0")}`;
}

/** The prefix every reference of the year shares: Q-2026-. */
export const referencePrefix = (year: number) => `Q-${year}-`;
