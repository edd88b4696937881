/**
 * What changed between two published versions of a page: sections added, removed, edited and moved, and
 * the page settings changed. Shared by the server, which stores it with each version, and the builder,
 * which lists it.
 */
import { pageDetailKeys, type PageDetails, type Section } from "./page-model";
import type { VersionRestore } from "./version-restores";

/** A section as a change names it: enough to say which one without its content. */
export interface SectionRef {
  id: string;
  type: string;
  title: string;
}

export interface VersionChanges {
  /** True for a page's first version, which has nothing before it to compare with. */
  first: boolean;
  added: SectionRef[];
  removed: SectionRef[];
  edited: SectionRef[];
  /** Sections kept whose place among the other kept sections changed. */
  moved: SectionRef[];
  settings: (keyof PageDetails)[];
}

/** A version as the version list shows it. */
export interface PageVersionSummary {
  number: number;
  publishedAt: string;
  title: string;
  slug: string;
  description: string;
  socialImage: string;
  noindex: boolean;
  changes: VersionChanges;
  /** The changes in a short sentence: "2 sections added, 1 section edited". */
  summary: string;
  /** The restores the published draft came from, in the order made; none for a draft edited only (decision 222). */
  restores: VersionRestore[];
  /** Published at a time chosen ahead rather than by hand (decision 161); listed versions only. */
  scheduled?: boolean;
  /** What visitors see now (listed versions only): the newest, while the page is published by it. */
  live?: boolean;
}

/** A whole version. */
export interface PageVersion extends PageVersionSummary {
  /** What visitors saw; null for a standard page shown with its designed layout. */
  sections: Section[] | null;
}

export interface VersionContent {
  details: PageDetails;
  sections: readonly Section[];
}

const refOf = ({ id, type, title }: Section): SectionRef => ({ id, type, title });

/**
 * Positions (into `order`) of the longest run of ascending numbers, kept in order: the sections that can
 * stay where they are while the others move around them.
 */
function longestAscending(order: readonly number[]): Set<number> {
  const tails: number[] = [];
  const previous: number[] = [];
  order.forEach((value, index) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (order[tails[middle]!]! < value) low = middle + 1;
      else high = middle;
    }
    previous[index] = low > 0 ? tails[low - 1]! : -1;
    tails[low] = index;
  });
  const kept = new Set<number>();
  for (let index = tails.at(-1) ?? -1; index >= 0; index = previous[index]!) kept.add(index);
  return kept;
}

/** The changes from `before` to `after`; `before` null means `after` is the first version. */
export function versionChanges(before: VersionContent | null, after: VersionContent): VersionChanges {
  if (!before) return { first: true, added: [], removed: [], edited: [], moved: [], settings: [] };
  const oldById = new Map(before.sections.map((section, index) => [section.id, { section, index }]));
  const newIds = new Set(after.sections.map((section) => section.id));
  const kept = after.sections.filter((section) => oldById.has(section.id));
  const stayed = longestAscending(kept.map((section) => oldById.get(section.id)!.index));
  return {
    first: false,
    added: after.sections.filter((section) => !oldById.has(section.id)).map(refOf),
    removed: before.sections.filter((section) => !newIds.has(section.id)).map(refOf),
    edited: kept
      .filter((section) => JSON.stringify(section) !== JSON.stringify(oldById.get(section.id)!.section))
      .map(refOf),
    moved: kept.filter((_, index) => !stayed.has(index)).map(refOf),
    settings: pageDetailKeys.filter((key) => before.details[key] !== after.details[key]),
  };
}

/** How the version list names a page setting: as Page Settings labels its field, in the sentence's lower case. */
const settingNames: Record<keyof PageDetails, string> = {
  title: "page title",
  slug: "URL slug",
  description: "meta description",
  socialImage: "social image",
  noindex: "hidden from search engines",
};

const counted = (count: number, what: string) => `${count} section${count === 1 ? "" : "s"} ${what}`;

/** The changes in a short sentence, as the version list shows them: "2 sections added, 1 section edited". */
export function describeChanges(changes: VersionChanges): string {
  if (changes.first) return "First published version";
  const parts = [
    changes.added.length > 0 && counted(changes.added.length, "added"),
    changes.removed.length > 0 && counted(changes.removed.length, "removed"),
    changes.edited.length > 0 && counted(changes.edited.length, "edited"),
    changes.moved.length > 0 && counted(changes.moved.length, "moved"),
    changes.settings.length > 0 &&
      `page settings changed (${changes.settings.map((key) => settingNames[key]).join(", ")})`,
  ].filter((part): part is string => typeof part === "string");
  if (parts.length === 0) return "No changes";
  const sentence = parts.join(", ");
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
