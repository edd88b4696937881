import type { SystemTemperatures } from "~/lib/heat-output";
import { connectionOptions, type ConnectionPosition, connectionPositions } from "~/lib/quote-line-options";
import {
  boilerSystem,
  heatPumpFlowRange,
  heatPumpSystem,
  readTemperature,
  readTemperatures,
  sameSystem,
  systemSearchParams,
  type TemperatureField,
} from "~/lib/system-presets";

import { modelPath, seriesOf, sizeOutputs } from "./catalogue-queries";
import type { Catalogue, CatalogueFinish, CatalogueModel, CatalogueSize } from "./catalogue-schema";
import { figuredSystem } from "./figured-system";
import { leastDearFinish, sizePrice } from "./prices";

/**
 * The range finder (/radiators, decision 131): every size of every series at the buyer's temperatures, filtered by
 * type, wall space, output, finish and where the pipes connect, sorted and paged. Pure: the page reads its address with `readFinderQuery`
 * and asks `findSizes` for one page of results.
 */

/** A size's type, as a buyer asks for it. */
export const radiatorTypes = {
  any: "Any type",
  vertical: "Vertical",
  horizontal: "Horizontal",
  column: "Column",
  "towel-rail": "Towel rail",
} as const;
export type RadiatorType = Exclude<keyof typeof radiatorTypes, "any">;

/** The series whose radiators are column radiators, at every size. */
const columnSeries = new Set(["augusto"]);

/**
 * The rule (decision 131): a towel rail by its kind; a column radiator by its series; any other radiator is
 * vertical when it is taller than it is wide, else horizontal (a square one counts as horizontal).
 */
export function radiatorType(model: Pick<CatalogueModel, "kind" | "seriesId">, size: CatalogueSize): RadiatorType {
  if (model.kind === "towel-rail") return "towel-rail";
  if (columnSeries.has(model.seriesId)) return "column";
  return size.height > size.width ? "vertical" : "horizontal";
}

export const finderSystems = {
  boiler: "Gas boiler (75/65/20 °C)",
  "heat-pump": `Heat pump (flow ${heatPumpFlowRange.min}–${heatPumpFlowRange.max} °C)`,
  custom: "My own flow, return and room temperatures",
} as const;

export const finderSorts = {
  output: "Output, lowest first",
  size: "Size, smallest first",
  price: "Price, lowest first",
} as const;
export type FinderSort = keyof typeof finderSorts;

/** What the form holds, as text, so a refused value is shown again to be corrected. */
export const finderDefaults = {
  system: "boiler",
  flow: "45",
  return: "40",
  room: "21",
  type: "any",
  maxheight: "",
  maxwidth: "",
  min: "",
  finish: "any",
  connection: "any",
  sort: "output",
  page: "1",
} as const;
export type FinderField = keyof typeof finderDefaults;
export type FinderValues = Record<FinderField, string>;
export type FinderErrors = Partial<Record<FinderField, string>>;

/** Every query parameter the finder reads. */
export const finderQueryKeys = Object.keys(finderDefaults) as FinderField[];

export interface FinderQuery {
  values: FinderValues;
  errors: FinderErrors;
  system: SystemTemperatures;
  type: RadiatorType | null;
  maxHeight: number | null;
  maxWidth: number | null;
  minWatts: number | null;
  finish: string | null;
  /** Where the buyer's pipes are: only models that can connect there. */
  connection: ConnectionPosition | null;
  sort: FinderSort;
  page: number;
}

const oneOf = <T extends string>(options: Record<T, unknown>, value: string): value is T =>
  Object.prototype.hasOwnProperty.call(options, value);

export const wallBounds = { min: 200, max: 3000 };
export const outputBounds = { min: 0, max: 20000 };

/** A whole number as people write it ("1,000", "1000 W", "600 mm") within bounds, or the message saying what to type. */
function wholeAmount(value: string, unit: RegExp, label: string, what: string, bounds: { min: number; max: number }) {
  const text = value.trim().replace(unit, "").trim();
  const n = /^(\d{1,3}(,\d{3})+|\d+)$/.test(text) ? Number(text.replace(/,/g, "")) : NaN;
  const { min, max } = bounds;
  return n >= min && n <= max
    ? n
    : `${label} must be a whole number of ${what} from ${min.toLocaleString("en-GB")} to ${max.toLocaleString("en-GB")}.`;
}

function readSystem(v: FinderValues, errors: FinderErrors): SystemTemperatures {
  if (v.system === "heat-pump") {
    const { min, max } = heatPumpFlowRange;
    const flow = readTemperature(v.flow, "The heat pump's flow temperature", min, max);
    if (typeof flow === "number") return heatPumpSystem(flow);
    errors.flow = flow;
    return boilerSystem;
  }
  if (v.system !== "custom") {
    if (v.system !== "boiler") errors.system = "Choose a heating system from the list.";
    return boilerSystem;
  }
  const reading = readTemperatures({ flow: v.flow, return: v.return, room: v.room });
  if (reading.ok) return reading.system;
  Object.assign(errors, reading.errors as Partial<Record<TemperatureField, string>>);
  return boilerSystem;
}

/** The finder's state from its address; every bad value gets a message and is left out of the search. */
export function readFinderQuery(params: URLSearchParams, finishIds: readonly string[]): FinderQuery {
  const values = Object.fromEntries(
    Object.entries(finderDefaults).map(([key, fallback]) => [key, (params.get(key) ?? fallback).slice(0, 40)]),
  ) as FinderValues;
  const errors: FinderErrors = {};
  const system = readSystem(values, errors);
  const amount = (field: "maxheight" | "maxwidth" | "min", ...rest: [RegExp, string, string, typeof wallBounds]) => {
    if (values[field].trim() === "") return null;
    const n = wholeAmount(values[field], ...rest);
    if (typeof n === "number") return n;
    errors[field] = n;
    return null;
  };
  const maxHeight = amount("maxheight", /mm$/i, "Maximum height", "millimetres", wallBounds);
  const maxWidth = amount("maxwidth", /mm$/i, "Maximum width", "millimetres", wallBounds);
  const minWatts = amount("min", /\s*(w|watts?)$/i, "Minimum output", "watts", outputBounds) || null;
  if (!oneOf(radiatorTypes, values.type)) errors.type = "Choose a type from the list.";
  if (values.finish !== "any" && !finishIds.includes(values.finish)) errors.finish = "Choose a finish from the list.";
  const connection = connectionPositions.find((position) => position === values.connection) ?? null;
  if (values.connection !== "any" && !connection) errors.connection = "Choose where the pipes connect from the list.";
  if (!oneOf(finderSorts, values.sort)) errors.sort = "Choose an order from the list.";
  const page = /^\d{1,4}$/.test(values.page) && Number(values.page) >= 1 ? Number(values.page) : 1;
  return {
    values,
    errors,
    system,
    type: oneOf(radiatorTypes, values.type) && values.type !== "any" ? values.type : null,
    maxHeight,
    maxWidth,
    minWatts,
    finish: values.finish !== "any" && finishIds.includes(values.finish) ? values.finish : null,
    connection,
    sort: oneOf(finderSorts, values.sort) ? values.sort : "output",
    page,
  };
}

/** One size the finder found, with its figures at the buyer's system and its guide price in the finish. */
export interface FoundSize {
  model: CatalogueModel;
  seriesName: string;
  size: CatalogueSize;
  finish: CatalogueFinish;
  type: RadiatorType;
  /** The system it is figured at (`figuredSystem`): the buyer's, or a towel rail's bathroom on a heat pump. */
  system: SystemTemperatures;
  /** Whole watts at that system's ΔT, as the model page shows it there. */
  watts: number;
  btu: number;
  price: number;
  /** The model's page path; the page adds the finish, the system and the size. */
  path: string;
}

export interface FinderResult {
  sizes: FoundSize[];
  /**
   * When a minimum output left no size: the most watts a size gives under the buyer's other choices (null when those
   * choices leave none either, or when nothing was left out for its output).
   */
  strongest: number | null;
  /** How many sizes match in all, and the first shown (1-based) when there are any. */
  total: number;
  from: number;
  page: number;
  pages: number;
}

/** Results on one page: enough to compare across series, few enough to read on a phone. */
export const sizesPerPage = 24;

const sortKeys: Record<FinderSort, (found: FoundSize) => number> = {
  output: (found) => found.watts,
  size: (found) => found.size.height * found.size.width,
  price: (found) => found.price,
};

/** Every size of the catalogue that meets the query, sorted, and the page of them asked for. */
export function findSizes(catalogue: Catalogue, query: FinderQuery): FinderResult {
  const found: FoundSize[] = [];
  let strongest: number | null = null;
  for (const model of catalogue.models) {
    // With any finish, the least dear: the price the model page gives as 'From'.
    const finish = query.finish ? model.finishes.find((f) => f.id === query.finish) : leastDearFinish(model.finishes);
    if (!finish || (query.connection && !model.connections.includes(query.connection))) continue;
    const seriesName = seriesOf(catalogue, model)?.name ?? model.name;
    for (const size of model.sizes) {
      const type = radiatorType(model, size);
      if (query.type && type !== query.type) continue;
      if (query.maxHeight && size.height > query.maxHeight) continue;
      if (query.maxWidth && size.width > query.maxWidth) continue;
      const system = figuredSystem(model, query.system);
      const { watts, btu } = sizeOutputs(model, size, system).system;
      strongest = Math.max(strongest ?? 0, watts);
      if (query.minWatts && watts < query.minWatts) continue;
      const price = sizePrice(size, finish);
      const path = modelPath(catalogue, model);
      found.push({ model, seriesName, size, finish, type, system, watts, btu, price, path });
    }
  }
  const key = sortKeys[query.sort];
  found.sort((a, b) => key(a) - key(b) || a.watts - b.watts || a.size.code.localeCompare(b.size.code));
  const pages = Math.max(1, Math.ceil(found.length / sizesPerPage));
  const page = Math.min(query.page, pages);
  const start = (page - 1) * sizesPerPage;
  return {
    sizes: found.slice(start, start + sizesPerPage),
    strongest: found.length === 0 && query.minWatts ? strongest : null,
    total: found.length,
    from: start + 1,
    page,
    pages,
  };
}

/**
 * What to change when no size matches, naming only the choices the buyer made: the wall space, the output, the
 * finish, the type, the pipes' position. A minimum above what any one size gives (`strongest`) is a room for several
 * radiators, which the sizing calculator plans: said instead.
 */
export function noMatchAdvice(query: FinderQuery, strongest: number | null, system: string): string {
  if (strongest !== null)
    return `No single size gives ${query.minWatts!.toLocaleString("en-GB")} W at ${system}: the strongest that fits your other choices gives ${strongest.toLocaleString("en-GB")} W. A room that needs more takes two or more radiators, which the sizing calculator plans.`;
  const changes = [
    (query.maxHeight || query.maxWidth) && "a larger wall space",
    query.minWatts && "a lower output",
    query.finish && "any finish",
    query.type && "any type",
    query.connection && "any pipe position",
  ].filter((change): change is string => Boolean(change));
  const tries = changes.length > 1 ? `${changes.slice(0, -1).join(", ")} or ${changes.at(-1)}` : changes[0];
  return `No size matches, at ${system}.${tries ? ` Try ${tries}.` : ""}`;
}

/** The positions the finder offers: those some model of the range can connect at, as the buyer reads them. */
export function connectionChoices(catalogue: Catalogue): [string, string][] {
  const offered = connectionOptions.filter(
    (option) => option.value !== "" && catalogue.models.some((model) => model.connections.includes(option.value)),
  );
  return [["any", "Any position"], ...offered.map((option): [string, string] => [option.value, option.label])];
}

/** The finder's query string for `values`, its defaults left out. */
export function finderQuery(values: FinderValues): string {
  return new URLSearchParams(
    Object.entries(values).filter(([key, value]) => value !== "" && value !== finderDefaults[key as FinderField]),
  ).toString();
}

/** What a comparison gives back to the finder of its own: the filters, order and page, not the system or finish. */
const filterKeys = new Set<string>(
  finderQueryKeys.filter((key) => !["system", "flow", "return", "room", "finish"].includes(key)),
);

/**
 * The finder's query to go back to from a comparison: the filters, order and page it was left with (`finder`, its
 * query as the comparison carried it), at the comparison's own system and finish (`systemAndFinish`), with the sizes
 * compared still chosen (decision 225), so one more can be added.
 */
export function finderSearchBack(
  finder: string | null,
  systemAndFinish: [string, string][],
  sizes: readonly string[] = [],
): string {
  const filters = [...new URLSearchParams(finder ?? "")].filter(([key]) => filterKeys.has(key));
  const chosen = sizes.map((code): [string, string] => ["sizes", code]);
  return new URLSearchParams([...systemAndFinish, ...filters, ...chosen]).toString();
}

/** The finder's fields for a system: none for the boiler, a heat pump's flow for its presets, else all three. */
export function finderSystemParams(system: SystemTemperatures): [string, string][] {
  if (sameSystem(system, boilerSystem)) return [];
  if (sameSystem(system, heatPumpSystem(system.flow)))
    return [
      ["system", "heat-pump"],
      ["flow", String(system.flow)],
    ];
  return [["system", "custom"], ...systemSearchParams(system)];
}
