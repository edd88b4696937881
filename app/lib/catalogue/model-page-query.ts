import type { SystemTemperatures } from "~/lib/heat-output";
import { boilerSystem, readTemperatures, systemSearchParams, type TemperatureField } from "~/lib/system-presets";

import type { SizeSort } from "./catalogue-queries";

/**
 * The model page's state lives in its address (finish, system temperatures, filters, sort, the size drawn), so
 * every view can be linked, works without JavaScript through plain links and a GET form, and is cached whole.
 */
export interface ModelPageQuery {
  finish: string | null;
  system: SystemTemperatures;
  height: number | null;
  minWatts: number | null;
  sort: SizeSort;
  size: string | null;
  /** What was typed or linked for the system and the minimum output, when it cannot be used. */
  errors: { system?: string; min?: string };
  /** The temperatures as given, so a refused value is shown again to be corrected. */
  systemInput: Record<TemperatureField, string> | null;
}

const sorts: readonly SizeSort[] = ["height", "width", "output"];

/** Every query parameter the model page reads. */
export const modelPageQueryKeys = ["finish", "flow", "return", "room", "height", "min", "sort", "size"] as const;

const whole = (value: string | null, max: number) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 && n <= max ? n : null;
};

const maxMinWatts = 20000;
const minWattsMessage = `The minimum output must be a whole number of watts from 0 to ${maxMinWatts.toLocaleString("en-GB")}.`;

/** The system the address gives; the boiler (ΔT50) with a message when it gives one that cannot heat a room. */
function readSystem(params: URLSearchParams): Pick<ModelPageQuery, "system" | "systemInput"> & { error?: string } {
  const given = (["flow", "return", "room"] as const).some((key) => params.has(key));
  if (!given) return { system: boilerSystem, systemInput: null };
  const input = { flow: params.get("flow") ?? "", return: params.get("return") ?? "", room: params.get("room") ?? "" };
  const reading = readTemperatures(input);
  if (reading.ok) return { system: reading.system, systemInput: input };
  return { system: boilerSystem, systemInput: input, error: Object.values(reading.errors).join(" ") };
}

export function readModelPageQuery(params: URLSearchParams): ModelPageQuery {
  const sort = params.get("sort") as SizeSort | null;
  const { error: systemError, ...system } = readSystem(params);
  const min = params.get("min")?.trim() ?? "";
  const minWatts = min === "" || min === "0" ? null : whole(min, maxMinWatts);
  const errors: ModelPageQuery["errors"] = {};
  if (systemError) errors.system = systemError;
  if (min !== "" && min !== "0" && minWatts === null) errors.min = minWattsMessage;
  return {
    finish: params.get("finish"),
    ...system,
    height: whole(params.get("height"), 5000),
    minWatts,
    sort: sort && sorts.includes(sort) ? sort : "height",
    size: params.get("size"),
    errors,
  };
}

/** The query string for `query` with `changes`, leaving out what equals the defaults. */
export function modelPageSearch(query: ModelPageQuery, changes: Partial<ModelPageQuery> = {}): string {
  const next = { ...query, ...changes };
  const params = new URLSearchParams();
  if (next.finish) params.set("finish", next.finish);
  for (const [key, value] of systemSearchParams(next.system)) params.set(key, value);
  if (next.height) params.set("height", String(next.height));
  if (next.minWatts) params.set("min", String(next.minWatts));
  if (next.sort !== "height") params.set("sort", next.sort);
  if (next.size) params.set("size", next.size);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The model's spec sheet, with its outputs at the buyer's system. */
export function specSheetHref(modelId: string, system: SystemTemperatures): string {
  const search = new URLSearchParams(systemSearchParams(system)).toString();
  return `/api/spec-sheets/${modelId}.pdf${search ? `?${search}` : ""}`;
}
