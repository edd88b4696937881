import type { PageSummary } from "~/lib/page-model";

import { PageActions } from "./page-actions";
import { PageKind } from "./page-kind";
import { PageScheduleNote } from "./page-schedule-note";
import { PageStatusBadge } from "./page-status-badge";
import { PageUrl } from "./page-url";

/** The page list on phones: one card per page instead of a table too wide to read. */
export function PageCards({ pages }: { pages: PageSummary[] }) {
  return (
    <ul className="space-y-3 md:hidden" aria-label="Pages of the site">
      {pages.map((page) => (
        <li key={page.slug} className="rounded-lg border border-ink/10 bg-white p-4">
          <div className="flex items-start justify-between gap-3">
            <h2 className="font-medium break-words text-ink">{page.title}</h2>
            <PageStatusBadge status={page.status} />
          </div>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
            <PageUrl page={page} />
            <span aria-hidden="true" className="text-stone">
              ·
            </span>
            <PageKind isStandard={page.isStandard} suffix=" page" />
          </p>
          <PageScheduleNote scheduled={page.scheduled} />
          <div className="mt-3 border-t border-ink/10 pt-3">
            <PageActions page={page} />
          </div>
        </li>
      ))}
    </ul>
  );
}
