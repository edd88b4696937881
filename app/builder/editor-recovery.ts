import type { Section } from "~/lib/page-model";
import { z } from "~/lib/zod";
import { readJson, removeKey, storageKeys, writeJson } from "./storage";

/*
 * The open section editor's working copy, kept in this browser as it is typed (docs/product.md#nothing-lost): after a
 * reload, a crash or a closed tab the builder offers it back. It may be half-typed, so only its identity is checked
 * here; the editor checks the rest when it is saved.
 */
const storedSchema = z.object({ slug: z.string(), section: z.looseObject({ id: z.string(), type: z.string() }) });

export function keepEditorDraft(slug: string, section: Section): void {
  writeJson(storageKeys.sectionEditorDraft, { slug, section });
}

export function forgetEditorDraft(): void {
  removeKey(storageKeys.sectionEditorDraft);
}

/** The unsaved working copy of a section still on this page, if one was left open. */
export function editorDraftFor(slug: string, sections: readonly Section[]): Section | null {
  const stored = readJson(storageKeys.sectionEditorDraft, storedSchema.nullable(), null);
  if (!stored || stored.slug !== slug) return null;
  const section = stored.section as unknown as Section;
  return sections.some((candidate) => candidate.id === section.id) ? section : null;
}
