import type { PageSummary } from "~/lib/page-model";

import { publicPath } from "./page-summary";

/**
 * The page's address; a link to it on the site once visitors can see it, and the address it moves to when it is
 * published, if one waits in the draft (docs/product.md#publishing).
 */
export function PageUrl({ page }: { page: PageSummary }) {
  if (page.liveSlug === null)
    return <span className="font-mono text-[0.8rem] break-all text-ink-soft">{publicPath(page.slug)}</span>;
  const path = publicPath(page.liveSlug);
  const link = (
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
  if (page.slug === page.liveSlug) return link;
  return (
    <span className="flex flex-col gap-0.5">
      {link}
      <span className="text-xs text-muted">Moves to {publicPath(page.slug)} when published</span>
    </span>
  );
}
