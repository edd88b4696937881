import { ExternalLink, History, Settings2 } from "lucide-react";

import type { PageSummary } from "~/lib/page-model";
import { Button } from "~/ui/button";
import { cn } from "~/ui/cn";

import type { SaveState } from "./draft-saver";
import { livePath } from "./publish-rules";
import { SaveStatus } from "./save-status";

interface PageInfoBarProps {
  page: PageSummary;
  saveState: SaveState;
  onEditSettings: () => void;
  onVersions: () => void;
}

/** docs/product.md#publishing: Published, Draft, or Unpublished changes. */
function statusLabel(page: PageSummary): { text: string; tone: string } {
  if (!page.isPublished) return { text: "Draft", tone: "bg-sand text-ink-soft" };
  if (page.status === "changes") return { text: "Unpublished changes", tone: "bg-amber-100 text-amber-900" };
  return { text: "Published", tone: "bg-emerald-50 text-emerald-800" };
}

/** docs/product.md#routes page-info bar: the title, the URL (linked to the live page once published) and Edit Page Settings. */
export function PageInfoBar({ page, saveState, onEditSettings, onVersions }: PageInfoBarProps) {
  const path = livePath(page.slug);
  // A new address waits in the draft until it is published (docs/product.md#publishing); the link is the live one.
  const live = page.isPublished ? livePath(page.liveSlug ?? page.slug) : null;
  const status = statusLabel(page);
  return (
    <section
      aria-label="Page"
      className="flex flex-col gap-4 rounded-lg border border-ink/10 bg-white p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h2 className="truncate font-display text-2xl leading-tight text-ink sm:text-3xl">{page.title}</h2>
          <span className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold", status.tone)}>{status.text}</span>
        </div>
        <div className="mt-1.5 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
          <span>
            <span className="sr-only">URL: </span>
            {live ? (
              <a
                href={live}
                target="_blank"
                rel="noopener"
                className="inline-flex items-center gap-1 font-mono text-ink-soft underline-offset-4 hover:text-ink hover:underline"
              >
                {live}
                <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
                <span className="sr-only">(live page, opens in a new tab)</span>
              </a>
            ) : (
              <span className="font-mono">{path}</span>
            )}
          </span>
          {live && live !== path && <span>Moves to {path} when published</span>}
          <SaveStatus state={saveState} />
        </div>
      </div>
      <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
        <Button variant="secondary" onClick={onEditSettings}>
          <Settings2 aria-hidden="true" className="h-4 w-4" />
          Edit Page Settings
        </Button>
        <Button variant="secondary" onClick={onVersions}>
          <History aria-hidden="true" className="h-4 w-4" />
          Versions
        </Button>
      </div>
    </section>
  );
}
