import type { Catalogue, CatalogueModel, CatalogueSize } from "./catalogue-schema";

/**
 * The comparison's sizes (/compare?sizes=CODE,CODE, decision 132): product codes, from one comma-separated value or
 * from several (the finder's boxes send `sizes=A&sizes=B`), read as people type them. The system and the finish
 * travel as on a model page (`finish`, `flow`, `return`, `room`).
 */

/** The sizes, and `finder`: the finder's query the sizes were chosen with, to go back to it as it was. */
export const compareQueryKeys = ["sizes", "finder"] as const;

/** Two to four sizes side by side: more no longer fit a phone's screen as a readable table. */
export const compareLimits = { min: 2, max: 4 };

export interface ComparedSize {
  model: CatalogueModel;
  size: CatalogueSize;
}

export interface CompareReading {
  found: ComparedSize[];
  /** The codes the catalogue does not hold, as given. */
  unknown: string[];
  /** What is wrong with the list as a whole, or null. */
  problem: string | null;
}

/** The codes asked for, in order, once each: "rv-1600-300-s, AC2-300-10" gives RV-1600-300-S and AC2-300-10. */
export function compareCodes(params: URLSearchParams): string[] {
  const codes = params
    .getAll("sizes")
    .flatMap((value) => value.split(","))
    .map((code) => code.trim().toUpperCase().slice(0, 40))
    .filter(Boolean);
  return [...new Set(codes)];
}

export function readCompareQuery(catalogue: Catalogue, params: URLSearchParams): CompareReading {
  const codes = compareCodes(params);
  const found: ComparedSize[] = [];
  const unknown: string[] = [];
  for (const code of codes.slice(0, compareLimits.max)) {
    const model = catalogue.models.find((m) => m.sizes.some((s) => s.code === code));
    const size = model?.sizes.find((s) => s.code === code);
    if (model && size) found.push({ model, size });
    else unknown.push(code);
  }
  const { min, max } = compareLimits;
  const problem =
    codes.length > max
      ? `You can compare up to ${max} sizes at once: these are the first ${max} of the ${codes.length} you chose.`
      : found.length < min
        ? `Choose at least ${min} sizes to compare${found.length === 1 ? ": one more" : ""}.`
        : null;
  return { found, unknown, problem };
}

/** The comparison of `codes` at the buyer's system and finish, given as query pairs. */
export function compareHref(codes: readonly string[], keep: readonly [string, string][] = []): string {
  return `/compare?${new URLSearchParams([["sizes", codes.join(",")], ...keep])}`;
}
