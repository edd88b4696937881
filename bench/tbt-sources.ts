import type { RunnerResult } from "lighthouse";
import { LanternFirstContentfulPaint } from "lighthouse/core/computed/metrics/lantern-first-contentful-paint.js";
import { LanternInteractive } from "lighthouse/core/computed/metrics/lantern-interactive.js";
import { LanternTotalBlockingTime } from "lighthouse/core/computed/metrics/lantern-total-blocking-time.js";

/**
 * What a Lighthouse run's Total Blocking Time is made of (decision 223). Lighthouse's mobile run does not block
 * anything itself: it simulates the page on a slower phone (Lantern), each main-thread task four times as long, two
 * for a task that lays out, and counts what every task of at least 50 ms spends beyond 50 ms between the simulated
 * first paint and the time to interactive. Replaying that simulation names the tasks that counted, by kind:
 * - `commit`: the browser committing the navigation (creating the page's script context, in a new process when the
 *   page asks for a browsing context group of its own, decision 229; handing the first bytes to the parser), before
 *   any of the page runs. Lantern leaves it out of its first-paint graph, so when it is longer than the page's first
 *   parse and layout it reaches past the simulated first paint.
 * - `parse`: a chunk of HTML parsing, with the inline script in the head that runs inside it.
 * - `layout`: a style and layout of the page, the first full one above all.
 * - `style`: a style recalculation without layout, as when the stylesheet held back is applied after the load.
 * - `script`: the enhancement modules and their handlers.
 */
export async function tbtSources(result: RunnerResult): Promise<string> {
  const { artifacts, lhr } = result;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const context = { computedCache: new Map(), settings: lhr.configSettings };
  const [tbt, fcp, tti] = await Promise.all([
    LanternTotalBlockingTime.request(data, context),
    LanternFirstContentfulPaint.request(data, context),
    LanternInteractive.request(data, context),
  ]);
  // Lighthouse's TBT is the mean of an optimistic and a pessimistic simulation, each against the opposite estimates.
  const simulations = [
    [tbt.optimisticEstimate, fcp.pessimisticEstimate.timeInMs, tti.optimisticEstimate.timeInMs],
    [tbt.pessimisticEstimate, fcp.optimisticEstimate.timeInMs, tti.pessimisticEstimate.timeInMs],
  ] as const;
  const byKind = new Map<string, number>();
  for (const [estimate, firstPaint, interactive] of simulations)
    for (const [node, timing] of estimate.nodeTimings as Map<TaskNode, { startTime: number; endTime: number }>) {
      if (node.type !== "cpu") continue;
      const counted = Math.min(timing.endTime, interactive) - Math.max(timing.startTime, firstPaint);
      if (timing.endTime - timing.startTime < 50 || counted < 50) continue;
      const kind = taskKind(node);
      byKind.set(kind, (byKind.get(kind) ?? 0) + (counted - 50) / 2);
    }
  return [...byKind].map(([kind, ms]) => `${kind} ${Math.round(ms)}`).join(", ") || "nothing";
}

interface TaskNode {
  type: string;
  childEvents: { name: string }[];
  didPerformLayout(): boolean;
}

function taskKind(node: TaskNode): string {
  const names = new Set(node.childEvents.map((event) => event.name));
  if (names.has("DocumentLoader::CommitNavigation")) return "commit";
  if (names.has("ParseHTML")) return "parse";
  if (node.didPerformLayout()) return "layout";
  if (names.has("UpdateLayoutTree") && !names.has("EvaluateScript") && !names.has("v8.evaluateModule")) return "style";
  return "script";
}
