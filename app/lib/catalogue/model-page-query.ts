import { parseSystem, type SystemTemperatures } from "~/lib/heat-output";
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
}

const sorts: readonly SizeSort[] = ["height", "width", "output"];

/** Every query parameter the model page reads. */
export const modelPageQueryKeys = ["finish", "flow", "return", "room", "height", "min", "sort", "size"] as const;

const whole = (value: string | null, max: number) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 && n <= max ? n : null;
};

export function readModelPageQuery(params: URLSearchParams): ModelPageQuery {
  const sort = params.get("sort") as SizeSort | null;
  return {
    finish: params.get("finish"),
    system: parseSystem({
      flow: params.get("flow") ?? undefined,
      return: params.get("return") ?? undefined,
      room: params.get("room") ?? undefined,
    }),
    height: whole(params.get("height"), 5000),
    minWatts: whole(params.get("min"), 20000),
    sort: sort && sorts.includes(sort) ? sort : "height",
    size: params.get("size"),
  };
}

/** The query string for `query` with `changes`, leaving out what equals the defaults. */
export function modelPageSearch(query: ModelPageQuery, changes: Partial<ModelPageQuery> = {}): string {
  const next = { ...query, ...changes };
  const params = new URLSearchParams();
  if (next.finish) params.set("finish", next.finish);
  const { flow, return: back, room } = next.system;
  if (flow !== 75 || back !== 65 || room !== 20) {
    params.set("flow", String(flow));
    params.set("return", String(back));
    params.set("room", String(room));
  }
  if (next.height) params.set("height", String(next.height));
  if (next.minWatts) params.set("min", String(next.minWatts));
  if (next.sort !== "height") params.set("sort", next.sort);
  if (next.size) params.set("size", next.size);
  const text = params.toString();
  return text ? `?${text}` : "";
}
