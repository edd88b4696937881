import type { Section } from "~/lib/page-model";
import { ensureLayoutAndItems, sectionTypeOf } from "~/sections/section-types";
import type { ContentProp, StyleProp } from "~/sections/types";

/*
 * A section editor works on a copy taken when it opened. Saving applies only the fields it changed onto the section
 * as it is now, so what another tab saved meanwhile stays; a field changed in both places is a clash to choose on.
 */

/** A section as the editor opens it: with its layout and items, and a white background when it has none. */
export function editableSection(section: Section): Section {
  const ready = ensureLayoutAndItems(section);
  return { ...ready, backgroundColor: ready.backgroundColor || "#ffffff" };
}

/** What one section editor did: the copy it opened with, the copy saved, and where the section was. */
export interface SectionEdit {
  opened: Section;
  edited: Section;
  position: number;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields the editor changed. */
export function changedFields(opened: Section, edited: Section): (keyof Section)[] {
  const keys = Object.keys({ ...opened, ...edited }) as (keyof Section)[];
  return keys.filter((key) => !same(opened[key], edited[key]));
}

/** The words the editor labels a field with ('Title', 'Background colour'); rich text is its Content. */
function fieldLabel(section: Section, key: keyof Section): string {
  const name = key === "richContent" ? "content" : key;
  const type = sectionTypeOf(section.type);
  const declared = { ...type?.fields, ...type?.style }[name as ContentProp | StyleProp]?.label;
  const others: Partial<Record<keyof Section, string>> = {
    title: "Title",
    content: "Content",
    imageUrl: "Image",
    layout: "Layout",
    backgroundColor: "Background colour",
    items: "Items",
    anchor: "Anchor",
  };
  return declared ?? others[name] ?? name;
}

export interface AppliedEdit {
  /** The page's sections with the edit applied; on a clash, with this editor's values. */
  sections: Section[];
  /** What was changed both here and elsewhere, in the editor's words; empty when nothing clashed. */
  clashes: string[];
  /** Whether the section was removed elsewhere while it was being edited (then brought back where it was). */
  removed: boolean;
}

/**
 * The edit applied onto `sections` as they are now. A field changed here and, differently, elsewhere is a clash; a
 * section removed elsewhere meanwhile comes back where it was, and that is a clash too.
 */
export function applySectionEdit(sections: readonly Section[], { opened, edited, position }: SectionEdit): AppliedEdit {
  const fields = changedFields(opened, edited);
  const at = sections.findIndex((section) => section.id === edited.id);
  if (at < 0) {
    const back = [...sections.slice(0, position), edited, ...sections.slice(position)];
    return { sections: back, clashes: [], removed: true };
  }
  const now = editableSection(sections[at]!);
  const clashing = fields.filter((key) => !same(now[key], opened[key]) && !same(now[key], edited[key]));
  const merged = { ...now, ...Object.fromEntries(fields.map((key) => [key, edited[key]])) } as Section;
  for (const key of fields) if (edited[key] === undefined) delete merged[key];
  return {
    sections: sections.map((section, index) => (index === at ? merged : section)),
    clashes: [...new Set(clashing.map((key) => fieldLabel(edited, key)))],
    removed: false,
  };
}
