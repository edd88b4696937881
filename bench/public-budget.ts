import type { LighthouseRow } from "./lighthouse";

/** The public pages' budget (decision 140): what every public route must meet in Lighthouse's mobile run. */
const budget: { label: string; met: (row: LighthouseRow) => boolean }[] = [
  { label: "Performance 100", met: (row) => row.performance === 100 },
  { label: "Accessibility 100", met: (row) => row.accessibility === 100 },
  { label: "Best Practices 100", met: (row) => row.bestPractices === 100 },
  { label: "SEO 100", met: (row) => row.seo === 100 },
  { label: "LCP ≤ 1.2 s", met: (row) => row.lcpMs <= 1200 },
  { label: "CLS 0", met: (row) => row.cls === 0 },
  { label: "TBT 0", met: (row) => row.tbtMs === 0 },
  { label: "JavaScript ≤ 20 KB", met: (row) => row.jsKb <= 20 },
  { label: "HTML ≤ 14 KB", met: (row) => row.htmlKb <= 14 },
];

/** What a route misses of the budget, or "none". */
export function budgetMisses(row: LighthouseRow): string {
  return (
    budget
      .filter((target) => !target.met(row))
      .map((target) => target.label)
      .join(", ") || "none"
  );
}
