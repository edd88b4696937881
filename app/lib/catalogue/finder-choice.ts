import { systemSearchParams } from "~/lib/system-presets";

import type { Catalogue } from "./catalogue-schema";
import { compareCodes, compareHref, compareLimits } from "./compare-query";
import { finderQuery, readFinderQuery } from "./range-finder";

/**
 * The sizes a buyer ticks in the finder to compare (decision 225). Their boxes belong to the finder's own form, so
 * they travel in its address as the comparison's `sizes`: a page turned, a filter changed or a link shared keeps them.
 */

/** A size the finder's address names as chosen. */
export interface ChosenSize {
  code: string;
  modelName: string;
}

/** More than the comparison takes, so the bar can ask to untick some; the address cannot grow without end. */
const mostKept = 12;

/** The sizes the address names that the catalogue holds, in the order given, once each. */
export function chosenSizes(catalogue: Catalogue, params: URLSearchParams): ChosenSize[] {
  const modelOf = new Map(catalogue.models.flatMap((model) => model.sizes.map((size) => [size.code, model.name])));
  return compareCodes(params)
    .flatMap((code) => {
      const modelName = modelOf.get(code);
      return modelName ? [{ code, modelName }] : [];
    })
    .slice(0, mostKept);
}

const words = ["one", "two", "three", "four", "five", "six", "seven", "eight"];

/** What the compare bar says for `count` sizes chosen: what to do next, if anything. */
export function chosenMessage(count: number): string {
  const { min, max } = compareLimits;
  if (count === 0) return `Choose ${words[min - 1]} to ${words[max - 1]} sizes to compare.`;
  if (count === 1) return `1 size chosen: choose ${words[min - 2]} more to compare.`;
  if (count <= max) return `${count} sizes chosen, ready to compare.`;
  return `${count} sizes chosen: ${words[max - 1]} at most fit side by side, so untick ${words[count - max - 1]}.`;
}

/**
 * The comparison's own address for what the finder's form sent to /compare (its fields, with `system`, and the sizes
 * ticked): the sizes, the system and finish as a model page gives them, and the finder's query to go back to. Null
 * for any other address of the comparison.
 */
export function comparisonOfFinder(params: URLSearchParams, finishIds: readonly string[]): string | null {
  if (!params.has("system")) return null;
  const query = readFinderQuery(params, finishIds);
  const finder = finderQuery(query.values);
  return compareHref(compareCodes(params), [
    ...systemSearchParams(query.system),
    ...(query.finish ? [["finish", query.finish] as [string, string]] : []),
    ...(finder ? [["finder", finder] as [string, string]] : []),
  ]);
}
