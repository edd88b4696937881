import { useState } from "react";

import type { Section } from "~/lib/page-model";
import { Button } from "~/ui/button";
import { Dialog } from "~/ui/dialog";

import { conflictMessage } from "./page-api";

/** The two versions to choose between: the page as saved elsewhere, and as this tab has it. */
export interface ConflictChoice {
  newer: { title: string; sections: readonly Section[] };
  mine: { title: string; sections: readonly Section[] };
  /** When one section's editor clashed with another tab: what clashed ('Changed in both: Title.'). */
  detail?: string;
}

interface ConflictDialogProps {
  /** Kept the same object while the choice waits: closing the dialog puts off this very choice. */
  conflict: ConflictChoice | null;
  onLoadNewer: () => void;
  onKeepMine: () => void;
}

const titleOf = (section: Section) => section.title.trim() || "Untitled section";

/** The sections whose content differs between the two versions, or that only one of them has. */
function differingSections(newer: readonly Section[], mine: readonly Section[]): string[] {
  const newerById = new Map(newer.map((section) => [section.id, section]));
  const mineById = new Map(mine.map((section) => [section.id, section]));
  const changed = mine.filter((section) => JSON.stringify(section) !== JSON.stringify(newerById.get(section.id)));
  const onlyNewer = newer.filter((section) => !mineById.has(section.id));
  return [...changed, ...onlyNewer].map(titleOf);
}

/**
 * The server refused this tab's save because the page was saved elsewhere since: nothing is overwritten
 * and nothing more saved until the administrator chooses. Closing the dialog puts the choice off; a bar
 * then offers it again.
 */
export function ConflictDialog({ conflict, onLoadNewer, onKeepMine }: ConflictDialogProps) {
  const [putOff, setPutOff] = useState<ConflictDialogProps["conflict"]>(null);
  const newer = conflict?.newer.sections ?? [];
  const mine = conflict?.mine.sections ?? [];
  const differing = differingSections(newer, mine);
  if (conflict && putOff === conflict) {
    return (
      <div
        role="alert"
        className="fixed inset-x-4 bottom-4 z-40 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-white p-4 text-sm shadow-lg sm:left-auto sm:max-w-xl"
      >
        <span>{conflictMessage}. Your changes here are not saved.</span>
        <Button onClick={() => setPutOff(null)}>Choose a version</Button>
      </div>
    );
  }
  return (
    <Dialog
      open={conflict !== null}
      onOpenChange={(open) => !open && setPutOff(conflict)}
      title={conflictMessage}
      description="Your changes in this tab are not saved yet. Choose which version to keep."
      footer={
        <>
          <Button variant="secondary" onClick={onLoadNewer}>
            Load the newer version
          </Button>
          <Button onClick={onKeepMine}>Keep this version</Button>
        </>
      }
    >
      {conflict && (
        <div className="space-y-3 text-sm">
          <dl className="grid gap-2 sm:grid-cols-2">
            {(
              [
                ["Newer version", conflict.newer.title, newer.length],
                ["This tab", conflict.mine.title, mine.length],
              ] as const
            ).map(([version, title, sections]) => (
              <div key={version} className="rounded-md border border-ink/10 p-3">
                <dt className="font-semibold">{version}</dt>
                <dd>
                  “{title}”, {sections} section{sections === 1 ? "" : "s"}
                </dd>
              </div>
            ))}
          </dl>
          {conflict.detail && <p className="font-medium">{conflict.detail}</p>}
          {differing.length > 0 && (
            <p>
              Sections that differ: <span className="font-medium">{differing.join(", ")}</span>
            </p>
          )}
          <p className="text-muted">
            Loading the newer version drops this tab&apos;s unsaved changes. Keeping this version saves it on top of the
            newer one, which replaces it.
          </p>
        </div>
      )}
    </Dialog>
  );
}
