import { Pencil, TriangleAlert } from "lucide-react";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { toast } from "sonner";

import { AdminApiError, adminFetch } from "~/admin/admin-fetch";
import { altTextHint } from "~/admin/media/alt-text-hint";
import type { MediaItem } from "~/lib/media/media-item";
import { Button } from "~/ui/button";
import { DiscardChangesDialog } from "~/ui/confirm-dialog";
import { TextAreaField } from "~/ui/field";

import { altTextChanged, type AltTextDraft, useAltTextDraft } from "./alt-text-drafts";
import { useMediaLookup } from "./media-lookup";

/** The item as saved now, from a 409 answer to a save based on an older revision. */
function newerItem(error: unknown): MediaItem | null {
  if (!(error instanceof AdminApiError) || error.status !== 409) return null;
  return (error.body.current as { media?: MediaItem } | undefined)?.media ?? null;
}

/**
 * A Media Library picture's alt text in an image field, with 'Add alt text' (or 'Edit alt text') to write it there
 * and then, without leaving the editor (decision 219). It is saved to the library as Image Details saves it (PATCH
 * /api/admin/media/:id), so it changes wherever the picture appears; every field showing the picture says so at once.
 * Escape leaves the writing only: the dialog around keeps its edits and stays open (`data-keeps-escape`); with words
 * typed it first asks, as closing the editor does, while 'Discard alt text changes' says what it does (decision 226).
 * Inside an editor the words are the editor's unsaved change until saved: closing it asks first (decision 222).
 */
export function LibraryAltText({ item }: { item: MediaItem }) {
  const lookup = useMediaLookup();
  // Kept by the editor around, so a change of tab keeps the words and closing the editor asks first.
  const [draft, setDraft] = useAltTextDraft(item.id);
  const editing = draft !== undefined;
  const saving = draft?.saving ?? false;
  /** Escape was pressed on words typed: 'Discard your changes?' is asked. */
  const [askingToDiscard, setAskingToDiscard] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  /** Where the focus goes once the panel opens or closes: set by the field that opened or closed it. */
  const focusOnChange = useRef(false);
  useEffect(() => {
    if (!focusOnChange.current) return;
    focusOnChange.current = false;
    (editing ? panel.current?.querySelector("textarea") : button.current)?.focus();
  }, [editing]);

  const open = () => {
    focusOnChange.current = true;
    setDraft(() => ({ text: item.alt, baseRevision: item.revision, saving: false, error: null }));
  };
  const close = () => {
    focusOnChange.current = true;
    setDraft(() => undefined);
  };
  /** Changes the draft, if it is still being written. */
  const change = (patch: Partial<AltTextDraft>) => setDraft((current) => current && { ...current, ...patch });

  async function save() {
    if (!draft || saving) return;
    const { text, baseRevision } = draft;
    if (text.trim() === item.alt && baseRevision === item.revision) return close();
    change({ saving: true, error: null });
    try {
      const { media } = await adminFetch<{ media: MediaItem }>(`/api/admin/media/${item.id}`, {
        method: "PATCH",
        json: { alt: text, revision: baseRevision },
      });
      lookup.remember(media);
      toast.success("Alt Text Saved", { description: `The alt text of "${media.name}" has been saved.` });
      close();
    } catch (caught) {
      const newer = newerItem(caught);
      if (newer) {
        // Nothing was overwritten: saving again replaces the newer alt text with this one, Cancel keeps it.
        lookup.remember(newer);
        change({
          saving: false,
          baseRevision: newer.revision,
          error: `${(caught as Error).message} Its alt text now: "${newer.alt}". Save again to replace it with yours, or cancel to keep it.`,
        });
        return;
      }
      change({
        saving: false,
        error: caught instanceof AdminApiError ? caught.message : "The server could not be reached. Please try again.",
      });
    }
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape") {
      event.preventDefault();
      if (saving) return;
      if (draft && altTextChanged(draft, item)) setAskingToDiscard(true);
      else close();
    }
    // Alt text is one line: Enter in it saves it (on a button, Enter presses the button).
    if (
      event.key === "Enter" &&
      !event.shiftKey &&
      !event.nativeEvent.isComposing &&
      event.target instanceof HTMLTextAreaElement
    ) {
      event.preventDefault();
      void save();
    }
  }

  if (draft) {
    return (
      <div
        ref={panel}
        role="group"
        aria-label={`Alt text of ${item.name}`}
        data-keeps-escape=""
        className="space-y-2 rounded-md border border-ink/15 bg-linen/60 p-3"
      >
        <TextAreaField
          label="Alt text"
          value={draft.text}
          maxLength={500}
          rows={3}
          hint={altTextHint}
          onKeyDown={onKeyDown}
          onChange={(event) => change({ text: event.target.value })}
          className="[&_textarea]:min-h-20"
        />
        {draft.error && (
          <p role="alert" className="rounded-md border border-red-700/20 bg-red-50 px-3 py-2 text-sm text-red-900">
            {draft.error}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void save()} onKeyDown={onKeyDown} disabled={saving}>
            {saving ? "Saving..." : "Save alt text"}
          </Button>
          <Button variant="secondary" onClick={close} onKeyDown={onKeyDown} disabled={saving}>
            Discard alt text changes
          </Button>
        </div>
        <DiscardChangesDialog open={askingToDiscard} onOpenChange={setAskingToDiscard} onDiscard={close}>
          The alt text you are writing for &quot;{item.name}&quot; is not saved yet.{" "}
          {item.alt
            ? `Discarding it keeps its alt text as it is: "${item.alt}".`
            : "Discarding it leaves the picture without alt text."}{" "}
          Choose &apos;Save alt text&apos; to keep yours.
        </DiscardChangesDialog>
      </div>
    );
  }

  const verb = item.alt ? "Edit alt text" : "Add alt text";
  return (
    <div className="flex flex-wrap items-baseline gap-x-2">
      {item.alt ? (
        <p className="line-clamp-2 min-w-0 text-xs text-ink-soft" title={item.alt}>
          Alt text: {item.alt}
        </p>
      ) : (
        <p className="flex items-start gap-1 text-xs font-medium text-amber-900">
          <TriangleAlert aria-hidden="true" className="mt-px h-3.5 w-3.5 shrink-0" />
          No alt text yet.
        </p>
      )}
      <button
        ref={button}
        type="button"
        onClick={open}
        aria-label={`${verb} for ${item.name}`}
        className="inline-flex min-h-6 items-center gap-1 text-xs font-medium text-ink underline underline-offset-4 hover:text-bronze-deep"
      >
        <Pencil aria-hidden="true" className="h-3 w-3" />
        {verb}
      </button>
    </div>
  );
}
