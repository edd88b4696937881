import type { Section } from "~/lib/page-model";
import { z } from "~/lib/zod";

import { readJson, removeKey, storageKeys, writeJson } from "./storage";

/*
 * The open section editor's working copy, kept in this browser as it is typed (docs/product.md#nothing-lost): after a
 * reload, a crash or a closed tab the builder offers it back. It may be half-typed, so only its identity is checked
 * here; the editor checks the rest when it is saved.
 */
const storedSchema = z.object({
  slug: z.string(),
  section: z.looseObject({ id: z.string(), type: z.string() }),
  /** Which open editor kept it, so that only that one ends it. */
  editor: z.string().optional(),
});

/** Keeps `section` as the working copy of the open editor `editor` (an id of its own, made when it opened). */
export function keepEditorDraft(slug: string, section: Section, editor: string): void {
  writeJson(storageKeys.sectionEditorDraft, { slug, section, editor });
}

/**
 * Ends the kept working copy. An editor names itself: a copy another tab's editor has kept since is left, so saving
 * or closing one tab's editor never loses what is typed in another.
 */
export function forgetEditorDraft(editor?: string): void {
  if (editor !== undefined) {
    const stored = readJson(storageKeys.sectionEditorDraft, storedSchema.nullable(), null);
    if (stored?.editor !== undefined && stored.editor !== editor) return;
  }
  removeKey(storageKeys.sectionEditorDraft);
}

/** The unsaved working copy of a section still on this page, if one was left open. */
export function editorDraftFor(slug: string, sections: readonly Section[]): Section | null {
  const stored = readJson(storageKeys.sectionEditorDraft, storedSchema.nullable(), null);
  if (!stored || stored.slug !== slug) return null;
  const section = stored.section as unknown as Section;
  return sections.some((candidate) => candidate.id === section.id) ? section : null;
}
