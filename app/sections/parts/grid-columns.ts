/** Columns for a grid of items: four or two stay in whole rows on large screens, others go three across. */
export function gridColumns(count: number): string {
  if (count === 2) return "sm:grid-cols-2";
  if (count % 4 === 0) return "sm:grid-cols-2 lg:grid-cols-4";
  return "sm:grid-cols-2 lg:grid-cols-3";
}
