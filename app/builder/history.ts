import { pageDetailKeys, type PageDetails, type Section } from "~/lib/page-model";

import { typeName } from "./section-labels";

/**
 * Undo and redo in the page builder (docs/product.md#nothing-lost): each change of the sections is kept as the
 * sections before and after it, with words for what it did ('delete Testimonial Section'). Undoing applies the
 * sections before, as a new edit (autosaved as a new draft revision); history itself is never rewritten.
 */
export interface HistoryEntry {
  label: string;
  before: Section[];
  after: Section[];
  /** A change of the page settings (title, URL, description), which the server saves at once. */
  details?: { before: PageDetails; after: PageDetails };
}

export interface History {
  past: HistoryEntry[];
  future: HistoryEntry[];
}

export const emptyHistory: History = { past: [], future: [] };

/** How many changes can be undone: enough for a working session, small enough for the browser's storage. */
export const historyLimit = 30;

/** A section's type as the builder names it ('Testimonial Section'). */
export const sectionNoun = (section: Pick<Section, "type">) => `${typeName(section.type)} Section`;

const longestTitle = 40;

/** A title cut to about 40 characters at a word's end, with an ellipsis. */
function shortened(title: string): string {
  if (title.length <= longestTitle) return title;
  const cut = title.slice(0, longestTitle);
  const atWord = cut.slice(0, cut.lastIndexOf(" "));
  return `${(atWord.length > longestTitle / 2 ? atWord : cut.slice(0, -1)).trimEnd()}…`;
}

/**
 * A section as undo, the recovery prompt and the leaving question name it: by its title and type ('"Winter Offers"
 * Hero Section'), a long title shortened, or by its type alone when it has none of its own.
 */
export function namedSection(section: Pick<Section, "type" | "title">): string {
  const title = section.title.trim();
  // A title that only repeats the type ('Hero Section', a new section's own) adds nothing.
  if (!title || title.toLowerCase() === sectionNoun(section).toLowerCase()) return sectionNoun(section);
  return `"${shortened(title)}" ${sectionNoun(section)}`;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What changed between two lists of sections, in words that follow 'Undo: '. */
export function describeChange(before: readonly Section[], after: readonly Section[]): string {
  const added = after.filter((section) => !before.some((old) => old.id === section.id));
  const removed = before.filter((section) => !after.some((now) => now.id === section.id));
  if (added.length === 1 && removed.length === 0) return `add ${namedSection(added[0]!)}`;
  if (removed.length === 1 && added.length === 0) return `delete ${namedSection(removed[0]!)}`;
  if (added.length > 0 || removed.length > 0) return "change the sections";
  const changed = after.filter(
    (section) =>
      !same(
        section,
        before.find((old) => old.id === section.id),
      ),
  );
  if (changed.length === 0) {
    // Only the order changed: name the section that moved furthest.
    const distance = (section: Section) =>
      Math.abs(after.indexOf(section) - before.findIndex((o) => o.id === section.id));
    const moved = [...after].sort((a, b) => distance(b) - distance(a))[0];
    return moved ? `move ${namedSection(moved)}` : "change the sections";
  }
  if (changed.length > 1) return "edit the sections";
  const now = changed[0]!;
  const old = before.find((section) => section.id === now.id)!;
  const differing = (Object.keys({ ...old, ...now }) as (keyof Section)[]).filter((key) => !same(old[key], now[key]));
  const only = (key: keyof Section) => differing.length === 1 && differing[0] === key;
  if (only("layout")) return `change the layout of ${namedSection(now)}`;
  if (only("backgroundColor")) return `change the style of ${namedSection(now)}`;
  if (only("items")) return `edit the items of ${namedSection(now)}`;
  return `edit ${namedSection(now)}`;
}

/** What a change of the page settings did, in words that follow 'Undo: '. */
export function describeDetailsChange(before: PageDetails, after: PageDetails): string {
  const changed = pageDetailKeys.filter((key) => before[key] !== after[key]);
  if (changed.length > 1) return "change the page settings";
  if (changed[0] === "title") return "change the page title";
  if (changed[0] === "slug") return "change the page's URL";
  if (changed[0] === "socialImage") return "change the social image";
  if (changed[0] === "noindex")
    return after.noindex ? "hide the page from search engines" : "show the page to search engines";
  return "change the meta description";
}

/** The history with a change of the page settings added. */
export function recordedDetails(
  history: History,
  sections: Section[],
  before: PageDetails,
  after: PageDetails,
): History {
  if (same(before, after)) return history;
  const entry = {
    label: describeDetailsChange(before, after),
    before: sections,
    after: sections,
    details: { before, after },
  };
  return { past: [...history.past, entry].slice(-historyLimit), future: [] };
}

/** A change named by what made it ('restore version 3'), which may have changed the page settings too. */
export interface NamedChange {
  label: string;
  details?: { before: PageDetails; after: PageDetails };
}

/**
 * The history with a change added; what could be redone is gone, and the oldest change goes past the limit. A change
 * made in one action (a version restored) is one entry, named by `named` when given, else by what it did.
 */
export function recorded(history: History, before: Section[], after: Section[], named?: NamedChange): History {
  const details = named?.details && !same(named.details.before, named.details.after) ? named.details : undefined;
  if (same(before, after) && !details) return history;
  const entry: HistoryEntry = { label: named?.label ?? describeChange(before, after), before, after };
  if (details) entry.details = details;
  return { past: [...history.past, entry].slice(-historyLimit), future: [] };
}

/** The last change undone: the sections to show, and the history after it. */
export interface Step {
  sections: Section[];
  /** The page settings to save again, when the step undoes or redoes a change of them. */
  details?: PageDetails;
  /** Whether the step changes the sections (a change of the page settings alone leaves them as they are now). */
  sectionsChanged: boolean;
  history: History;
  label: string;
}

/** The step to an entry's `side` (before it to undo it, after it to redo it), with the history after the step. */
function stepTo(entry: HistoryEntry, side: "before" | "after", history: History): Step {
  return {
    sections: entry[side],
    details: entry.details?.[side],
    sectionsChanged: !same(entry.before, entry.after),
    label: entry.label,
    history,
  };
}

export function undone(history: History): Step | null {
  const entry = history.past.at(-1);
  return entry
    ? stepTo(entry, "before", { past: history.past.slice(0, -1), future: [entry, ...history.future] })
    : null;
}

/** The last undone change made again. */
export function redone(history: History): Step | null {
  const entry = history.future[0];
  return entry ? stepTo(entry, "after", { past: [...history.past, entry], future: history.future.slice(1) }) : null;
}
