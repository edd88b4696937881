import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";

import { type PageDetails, pageDetailsSchema as detailsSchema, type Section, sectionsSchema } from "~/lib/page-model";
import { z } from "~/lib/zod";

import { emptyHistory, type History, type NamedChange, recorded, recordedDetails, redone, undone } from "./history";
import { readJson, storageKeys, writeJsonSoon } from "./storage";

const entrySchema = z.object({
  label: z.string(),
  before: sectionsSchema,
  after: sectionsSchema,
  details: z.object({ before: detailsSchema, after: detailsSchema }).optional(),
});
const historySchema = z.object({ past: z.array(entrySchema), future: z.array(entrySchema) });

/** Whether a key press asks for undo or redo: Ctrl+Z and Ctrl+Shift+Z (Cmd on a Mac), and Ctrl+Y. */
export function undoKey(event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "shiftKey" | "altKey">) {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === "z") return event.shiftKey ? "redo" : "undo";
  return key === "y" && !event.shiftKey ? "redo" : null;
}

/**
 * The builder's undo and redo for one page (docs/product.md#nothing-lost): every change of the sections goes through
 * `change`, which records it, and changes of the page settings are noted once the server has them; the history is
 * kept in this browser under the page's slug (and moves with a new URL), so it survives a reload.
 * The keyboard works while no dialog is open and the focus is not in a text field (which has its own undo).
 */
export function useUndoHistory(
  slug: string | null,
  sections: Section[],
  setSections: (next: Section[]) => void,
  /** Saves the page settings, and with them these sections when given. */
  saveDetails: (details: PageDetails, sections?: Section[]) => Promise<void>,
  keyboard: boolean,
) {
  const [kept, setKept] = useState<{ slug: string | null; history: History }>({ slug: null, history: emptyHistory });
  // Another page opened: its own history, as stored in this browser.
  if (kept.slug !== slug) {
    setKept({
      slug,
      history: slug === null ? emptyHistory : readJson(storageKeys.builderHistoryOf(slug), historySchema, emptyHistory),
    });
  }
  const { history } = kept;

  const keep = useCallback(
    (next: History) => {
      setKept({ slug, history: next });
      if (slug !== null) writeJsonSoon(storageKeys.builderHistoryOf(slug), next);
    },
    [slug],
  );

  const change = useCallback(
    (next: Section[]) => {
      keep(recorded(history, sections, next));
      setSections(next);
    },
    [keep, history, sections, setSections],
  );

  /** Kept under both URLs of a page whose URL changes, so the history is found under the new one. */
  const keepUnder = useCallback((slugs: string[], next: History) => {
    setKept((current) => ({ ...current, history: next }));
    for (const key of new Set(slugs)) writeJsonSoon(storageKeys.builderHistoryOf(key), next);
  }, []);

  const step = useCallback(
    async (direction: "undo" | "redo") => {
      const result = direction === "undo" ? undone(history) : redone(history);
      if (!result) return;
      const done = direction === "undo" ? "Undone" : "Redone";
      if (result.details) {
        keepUnder([slug ?? "", result.details.slug], result.history);
        try {
          await saveDetails(result.details, result.sectionsChanged ? result.sections : undefined);
        } catch (error) {
          keepUnder([slug ?? "", result.details.slug], history);
          toast.error(`Not ${done.toLowerCase()}`, { description: error instanceof Error ? error.message : "" });
          return;
        }
      } else {
        keep(result.history);
        setSections(result.sections);
      }
      toast.success(done, { description: capitalised(result.label) });
    },
    [keep, keepUnder, history, slug, saveDetails, setSections],
  );

  /** Notes a change of the page settings the server has saved, so that it can be undone too. */
  const noteDetails = useCallback(
    (before: PageDetails, after: PageDetails) =>
      keepUnder([before.slug, after.slug], recordedDetails(history, sections, before, after)),
    [keepUnder, history, sections],
  );

  // For callers that keep the function (a toast's Undo): it always steps from the latest history.
  const latestStep = useRef(step);
  useEffect(() => {
    latestStep.current = step;
  }, [step]);
  const undo = useCallback(() => void latestStep.current("undo"), []);
  /** Records a change the server made (a version restored…), already shown, as one step that can be undone too. */
  const note = useCallback(
    (before: Section[], after: Section[], named: NamedChange) =>
      setKept((current) => {
        const next = { ...current, history: recorded(current.history, before, after, named) };
        if (current.slug !== null) writeJsonSoon(storageKeys.builderHistoryOf(current.slug), next.history);
        return next;
      }),
    [],
  );
  const redo = useCallback(() => void latestStep.current("redo"), []);

  useEffect(() => {
    if (!keyboard) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const wanted = undoKey(event);
      if (!wanted) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, textarea, select, [contenteditable='true']")) return;
      event.preventDefault();
      void step(wanted);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [keyboard, step]);

  return {
    change,
    undo,
    redo,
    note,
    noteDetails,
    undoLabel: history.past.at(-1)?.label ?? null,
    redoLabel: history.future[0]?.label ?? null,
  };
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
