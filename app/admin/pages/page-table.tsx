import type { PageSummary } from "~/lib/page-model";

import { PageActions } from "./page-actions";
import { PageKind } from "./page-kind";
import { PageScheduleNote } from "./page-schedule-note";
import { PageStatusBadge } from "./page-status-badge";
import { lastChanged } from "./page-summary";
import { PageUrl } from "./page-url";

const headings = ["Title", "URL", "Status", "Type", "Last changed"] as const;

/** The page list as a table, for screens wide enough to read it (docs/product.md#routes Page List). */
export function PageTable({ pages }: { pages: PageSummary[] }) {
  return (
    <div className="hidden overflow-hidden rounded-lg border border-ink/10 bg-white md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Pages of the site</caption>
        <thead className="border-b border-ink/10 bg-linen/60 text-xs tracking-wide text-muted uppercase">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                {heading}
              </th>
            ))}
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink/10">
          {pages.map((page) => (
            <tr key={page.slug} className="align-middle hover:bg-linen/40">
              <th scope="row" className="max-w-xs px-4 py-3 font-medium text-ink">
                {page.title}
                {page.description && (
                  <span className="mt-0.5 block truncate text-xs font-normal text-muted">{page.description}</span>
                )}
              </th>
              <td className="px-4 py-3">
                <PageUrl page={page} />
              </td>
              <td className="px-4 py-3">
                <PageStatusBadge status={page.status} />
                <PageScheduleNote scheduled={page.scheduled} />
              </td>
              <td className="px-4 py-3">
                <PageKind isStandard={page.isStandard} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-ink-soft">{lastChanged(page.updatedAt)}</td>
              <td className="px-4 py-3">
                <PageActions page={page} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
