import type { PageSummary } from "~/lib/page-model";
import { cn } from "~/ui/cn";

import { statusLabels } from "./page-summary";

const tones: Record<PageSummary["status"], string> = {
  published: "bg-emerald-50 text-emerald-900 ring-emerald-700/20",
  draft: "bg-linen text-ink-soft ring-ink/15",
  changes: "bg-amber-50 text-amber-900 ring-amber-700/25",
};

/** Published, Draft or Unpublished changes (docs/product.md#publishing). */
export function PageStatusBadge({ status }: { status: PageSummary["status"] }) {
  return (
    <span
      className={cn(
        "inline-block rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1",
        tones[status],
      )}
    >
      {statusLabels[status] ?? status}
    </span>
  );
}
