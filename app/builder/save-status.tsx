import { AlertTriangle, Check, LoaderCircle } from "lucide-react";

import type { SaveState } from "./draft-saver";

/**
 * What a toast about an edit says of saving (docs/product.md#messages), so that it never contradicts the status beside
 * the page: saved, unless the server cannot be reached or a choice waits.
 */
export function savingNote(state: SaveState, online: boolean): string {
  if (state.kind === "conflict") return "Not saved yet: choose which version to keep.";
  if (!online || state.kind === "retrying" || state.kind === "failed")
    return "Not saved yet: kept in this browser, and saved as soon as the server can be reached.";
  return "Your changes have been saved.";
}

/** The autosave state, always visible and announced politely (docs/product.md#publishing). */
export function SaveStatus({ state }: { state: SaveState }) {
  return (
    <p role="status" className="inline-flex items-center gap-1.5 text-sm" data-testid="save-status">
      {state.kind === "saved" && (
        <>
          <Check aria-hidden="true" className="h-4 w-4 text-emerald-700" />
          <span className="text-muted">Saved</span>
        </>
      )}
      {state.kind === "saving" && (
        <>
          <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin text-muted" />
          <span className="text-muted">Saving…</span>
        </>
      )}
      {state.kind === "conflict" && (
        <>
          <AlertTriangle aria-hidden="true" className="h-4 w-4 text-red-700" />
          <span className="text-red-700">Not saved — {state.message}</span>
        </>
      )}
      {(state.kind === "retrying" || state.kind === "failed") && (
        <>
          <AlertTriangle aria-hidden="true" className="h-4 w-4 text-red-700" />
          <span className="text-red-700" title={state.message}>
            {state.kind === "retrying" ? "Not saved — retrying" : `Not saved — ${state.message}`}
          </span>
        </>
      )}
    </p>
  );
}
