/**
 * Duplicating (decision 163): a page becomes a new draft titled 'Copy of …' at a free address; a section is copied
 * below itself. Copies get ids of their own, so history, versions and the editor never mistake one for the other.
 */
import { newId } from "./ids";
import type { Section } from "./page-model";
import { maxSlugLength } from "./page-operations";

/** A section with new ids for it and its items, otherwise the same. */
export function copyOfSection(section: Section): Section {
  return {
    ...section,
    id: newId(),
    ...(section.items && { items: section.items.map((item) => ({ ...item, id: newId() })) }),
  };
}

/** The sections with a copy of the one with `id` inserted right below it (unchanged when there is none). */
export function withSectionCopied(sections: readonly Section[], id: string): Section[] {
  const at = sections.findIndex((section) => section.id === id);
  if (at < 0) return [...sections];
  return [...sections.slice(0, at + 1), copyOfSection(sections[at]!), ...sections.slice(at + 1)];
}

const maxTitleLength = 200;

/** 'Copy of About', cut to the longest title a page may have. */
export const copyTitle = (title: string) => `Copy of ${title}`.slice(0, maxTitleLength).trim();

/** The addresses tried for a copy of the page at `slug`, in order: about-copy, about-copy-2, … (home: home-copy). */
export function* copySlugs(slug: string): Generator<string> {
  const base = slug || "home";
  for (let n = 1; ; n += 1) {
    const suffix = n === 1 ? "-copy" : `-copy-${n}`;
    yield `${base.slice(0, maxSlugLength - suffix.length).replace(/-+$/, "")}${suffix}`;
  }
}
