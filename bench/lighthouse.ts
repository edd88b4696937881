import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type RunnerResult } from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";

import { tbtSources } from "./tbt-sources";

export interface LighthouseRow {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** The TBT of every run of the route, the median run's among them. */
  tbtRunsMs: string;
  /** The kinds of task the median run's TBT came from, in ms (./tbt-sources.ts). */
  tbtFrom: string;
  /** Transferred bytes by kind, in KB. */
  htmlKb: number;
  jsKb: number;
  cssKb: number;
  imageKb: number;
  fontKb: number;
  /** Audits that cost points in accessibility and best practices, or Lighthouse's own error. */
  failing: string;
}

const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/**
 * Every route is a visitor's first page: Lighthouse empties the cache before each run, and here the local storage
 * too (it keeps it by default), where a first page notes the web fonts it cached for the next (decision 218).
 */
const firstVisit: {
  clearStorageTypes: Array<"file_systems" | "shader_cache" | "service_workers" | "cache_storage" | "local_storage">;
} = {
  clearStorageTypes: ["file_systems", "shader_cache", "service_workers", "cache_storage", "local_storage"],
};

/**
 * How many times Lighthouse loads each route: its variability guide advises several runs and the median one,
 * picked by its own `computeMedianRun` (closest to the median first paint and time to interactive).
 */
const runsPerRoute = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

/** Lighthouse's default (mobile) run of each route in the system Chromium, the median of `runsPerRoute`. */
export async function runLighthouse(baseUrl: string, routes: readonly string[]): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    chromeFlags,
  });
  try {
    const rows: LighthouseRow[] = [];
    for (const route of routes) {
      const run = () =>
        lighthouse(`${baseUrl}${route}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          ...firstVisit,
        });
      const runs: RunnerResult[] = [];
      for (let i = 0; i < runsPerRoute; i++) {
        // The first load in a fresh browser sometimes fails inside Lighthouse itself; one more try settles it.
        let result = await run();
        if (result?.lhr.runtimeError) result = await run();
        if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
        runs.push(result);
      }
      const medianLhr = computeMedianRun(runs.map((each) => each.lhr));
      const median = runs.find((each) => each.lhr === medianLhr)!;
      const { lhr } = median;
      const { categories, audits, runtimeError } = lhr;
      const failing = ["accessibility", "best-practices"]
        .flatMap((id) => categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id);
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
      const items =
        (audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] })?.items ??
        [];
      const bytes = (type: string) => items.find((item) => item.resourceType === type)?.transferSize ?? 0;
      rows.push({
        route,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcpMs: Math.round(numeric("largest-contentful-paint")),
        cls: Math.round(numeric("cumulative-layout-shift") * 1000) / 1000,
        tbtMs: Math.round(numeric("total-blocking-time")),
        tbtRunsMs: runs
          .map((each) => Math.round(each.lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN))
          .join(", "),
        tbtFrom: await tbtSources(median),
        htmlKb: kb(bytes("document")),
        jsKb: kb(bytes("script")),
        cssKb: kb(bytes("stylesheet")),
        imageKb: kb(bytes("image")),
        fontKb: kb(bytes("font")),
        failing: runtimeError ? `error: ${runtimeError.code}` : failing.join(", ") || "none",
      });
      console.log(`lighthouse ${route}: performance ${rows.at(-1)!.performance}`);
    }
    return rows;
  } finally {
    await chrome.kill();
  }
}
