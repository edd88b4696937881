import type { PageDetails, Section } from "../page-model";

/** The kinds of thing the checklist before publishing finds (docs/decisions/156). */
export type CheckRule =
  "placeholder" | "picture" | "alt-text" | "meta-description" | "headings" | "link" | "unpublished-link" | "contrast";

/** One thing that needs attention, in the section it is in (null: the page settings). */
export interface PublishProblem {
  rule: CheckRule;
  sectionId: string | null;
  message: string;
}

/** The draft as it would be published. */
export interface CheckedPage {
  details: PageDetails;
  sections: readonly Section[];
}

export const problem = (rule: CheckRule, section: Pick<Section, "id"> | null, message: string): PublishProblem => ({
  rule,
  sectionId: section?.id ?? null,
  message,
});

/** “A”, “A and B”, “A, B and C”. */
export function listed(words: readonly string[]): string {
  if (words.length < 2) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}
