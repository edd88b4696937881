import { ArrowRight, ExternalLink, Pencil, Trash2 } from "lucide-react";

import { type Redirect, redirectStatusLabels } from "~/lib/redirect-rules";
import { Button } from "~/ui/button";

/** Where a redirect sends visitors, in words. */
function TargetText({ target }: { target: Redirect["target"] }) {
  if (target.kind === "page")
    return (
      <span>
        {target.title}{" "}
        <span className="font-mono text-[0.8rem] text-ink-soft">
          {target.path ?? "(not published: visitors find nothing)"}
        </span>
      </span>
    );
  const external = /^https?:/.test(target.url);
  return (
    <span className="inline-flex items-center gap-1.5 font-mono text-[0.8rem] break-all">
      {target.url}
      {external && (
        <>
          <ExternalLink aria-hidden="true" className="h-3.5 w-3.5 shrink-0 text-muted" />
          <span className="sr-only">(another site)</span>
        </>
      )}
    </span>
  );
}

/** Every redirect, by old address, each with Edit and Remove. */
export function RedirectList({
  redirects,
  onEdit,
  onRemove,
}: {
  redirects: readonly Redirect[];
  onEdit: (redirect: Redirect) => void;
  onRemove: (redirect: Redirect) => void;
}) {
  return (
    <ul className="divide-y divide-ink/10 rounded-lg border border-ink/10 bg-white">
      {redirects.map((redirect) => (
        <li key={redirect.id} className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0 space-y-1 text-sm">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="font-mono text-[0.85rem] font-medium break-all text-ink">{redirect.fromPath}</span>
              <ArrowRight aria-hidden="true" className="h-4 w-4 shrink-0 text-muted" />
              <span className="sr-only">sends visitors to</span>
              <TargetText target={redirect.target} />
            </p>
            <p className="text-xs text-muted">{redirectStatusLabels[redirect.status]}</p>
          </div>
          <div className="flex shrink-0 gap-2">
            <Button
              variant="secondary"
              aria-label={`Edit the redirect from ${redirect.fromPath}`}
              onClick={() => onEdit(redirect)}
            >
              <Pencil aria-hidden="true" className="h-4 w-4" />
              Edit
            </Button>
            <Button
              variant="ghost"
              aria-label={`Remove the redirect from ${redirect.fromPath}`}
              onClick={() => onRemove(redirect)}
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              Remove
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
