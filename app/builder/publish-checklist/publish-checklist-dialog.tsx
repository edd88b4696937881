import { AlertTriangle, ChevronRight, CircleCheck, Settings2 } from "lucide-react";

import type { Section } from "~/lib/page-model";
import type { PublishProblem } from "~/lib/publish-checks";
import { Button } from "~/ui/button";
import { Dialog } from "~/ui/dialog";

import { sectionName } from "../section-labels";

interface PublishChecklistDialogProps {
  problems: readonly PublishProblem[] | null;
  sections: readonly Section[];
  /** What publishing is called here: 'Publish & View Site', 'Update & View Site'. */
  publishLabel: string;
  busy: boolean;
  onOpenSection: (section: Section) => void;
  onOpenSettings: () => void;
  onPublishAnyway: () => void;
  onClose: () => void;
}

/** Where a problem is: 'Page Settings', or the section by its place and name. */
function placeOf(problem: PublishProblem, sections: readonly Section[]) {
  const index = sections.findIndex((section) => section.id === problem.sectionId);
  const section = sections[index];
  return section
    ? { section, name: `Section ${index + 1}: ${sectionName(section)}` }
    : { section: null, name: "Page Settings" };
}

/** What the checklist says of what it found: the count, or, once a fix has left nothing, that the page is ready. */
function summaryOf(count: number): string {
  if (count === 0) return "Nothing needs your attention now.";
  return `${count === 1 ? "One thing needs" : `${count} things need`} your attention. Fix ${count === 1 ? "it" : "them"} first, or publish anyway.`;
}

/**
 * 'Before you publish' (decision 156): what needs attention, each item naming its section and opening it, and the
 * choice to publish anyway. Advice only: nothing here stops a publish. Opened again after a fix made from it, it
 * shows what is left, or, with nothing left, publishes in one click under the page's own publish label.
 */
export function PublishChecklistDialog(props: PublishChecklistDialogProps) {
  const { problems, sections } = props;
  const count = problems?.length ?? 0;
  return (
    <Dialog
      open={problems !== null}
      onOpenChange={(open) => !open && props.onClose()}
      title="Before you publish"
      description={summaryOf(count)}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose}>
            Keep editing
          </Button>
          <Button onClick={props.onPublishAnyway} disabled={props.busy}>
            {count === 0 ? (
              props.publishLabel
            ) : (
              <>
                Publish anyway
                <span className="sr-only"> ({props.publishLabel})</span>
              </>
            )}
          </Button>
        </>
      }
    >
      {count === 0 && (
        <p className="flex items-center gap-3 text-sm text-ink">
          <CircleCheck aria-hidden="true" className="h-5 w-5 shrink-0 text-emerald-700" />
          Every check has passed: the page is ready to publish.
        </p>
      )}
      <ul
        aria-label="Things to check"
        hidden={count === 0}
        className="divide-y divide-ink/10 rounded-lg border border-ink/10"
      >
        {problems?.map((problem, index) => {
          const place = placeOf(problem, sections);
          const open = place.section ? () => props.onOpenSection(place.section) : props.onOpenSettings;
          return (
            <li key={`${problem.rule}-${problem.sectionId}-${index}`} className="flex items-start gap-3 p-3 sm:p-4">
              <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" />
              <div className="min-w-0 flex-1">
                <p className="text-xs font-semibold tracking-[0.08em] text-ink-soft uppercase">{place.name}</p>
                <p className="mt-1 text-sm text-ink">{problem.message}</p>
              </div>
              <Button
                variant="secondary"
                className="shrink-0 px-3"
                onClick={open}
                aria-label={place.section ? `Open ${place.name} in the editor` : "Open Page Settings"}
              >
                {place.section ? (
                  <ChevronRight aria-hidden="true" className="h-4 w-4" />
                ) : (
                  <Settings2 aria-hidden="true" className="h-4 w-4" />
                )}
                <span aria-hidden="true" className="hidden sm:inline">
                  Open
                </span>
              </Button>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
