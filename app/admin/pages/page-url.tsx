import type { PageSummary } from "~/lib/page-model";
import { publicPath } from "./page-summary";

/** The page's address; a link to it on the site once visitors can see it. */
export function PageUrl({ page }: { page: PageSummary }) {
  const path = publicPath(page.slug);
  if (!page.isPublished) return <span className="font-mono text-[0.8rem] break-all text-ink-soft">{path}</span>;
  return (
    <a
      href={path}
      target="_blank"
      rel="noopener"
      className="font-mono text-[0.8rem] break-all text-bronze-deep underline-offset-4 hover:underline"
    >
      {path}
      <span className="sr-only"> (opens the published page in a new tab)</span>
    </a>
  );
}
