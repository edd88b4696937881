import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { type Section, sectionsSchema } from "~/lib/page-model";
import { z } from "~/lib/zod";
import { emptyHistory, type History, recorded, redone, undone } from "./history";
import { readJson, storageKeys, writeJson } from "./storage";

const entrySchema = z.object({ label: z.string(), before: sectionsSchema, after: sectionsSchema });
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
 * `change`, which records it; the history is kept in this browser under the page's slug, so it survives a reload.
 * The keyboard works while no dialog is open and the focus is not in a text field (which has its own undo).
 */
export function useUndoHistory(
  slug: string | null,
  sections: Section[],
  setSections: (next: Section[]) => void,
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
      if (slug !== null) writeJson(storageKeys.builderHistoryOf(slug), next);
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

  const step = useCallback(
    (direction: "undo" | "redo") => {
      const result = direction === "undo" ? undone(history) : redone(history);
      if (!result) return;
      keep(result.history);
      setSections(result.sections);
      toast.success(direction === "undo" ? "Undone" : "Redone", { description: capitalised(result.label) });
    },
    [keep, history, setSections],
  );

  // For callers that keep the function (a toast's Undo): it always steps from the latest history.
  const latestStep = useRef(step);
  useEffect(() => {
    latestStep.current = step;
  }, [step]);
  const undo = useCallback(() => latestStep.current("undo"), []);
  /** Records a change the server made (a version restored…), already shown, so that it can be undone too. */
  const note = useCallback(
    (before: Section[], after: Section[]) =>
      setKept((current) => {
        const next = { ...current, history: recorded(current.history, before, after) };
        if (current.slug !== null) writeJson(storageKeys.builderHistoryOf(current.slug), next.history);
        return next;
      }),
    [],
  );
  const redo = useCallback(() => latestStep.current("redo"), []);

  useEffect(() => {
    if (!keyboard) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const wanted = undoKey(event);
      if (!wanted) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, textarea, select, [contenteditable='true']")) return;
      event.preventDefault();
      step(wanted);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [keyboard, step]);

  return {
    change,
    undo,
    redo,
    note,
    undoLabel: history.past.at(-1)?.label ?? null,
    redoLabel: history.future[0]?.label ?? null,
  };
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
