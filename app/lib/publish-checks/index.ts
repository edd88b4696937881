/**
 * The checklist before publishing (docs/decisions/156): what a page's draft would show visitors that needs attention.
 * Each rule family is a pure function in its own file; the server gathers what they need to know.
 */
import { altTextProblems } from "./alt-text";
import { contrastProblems, type Rgb } from "./contrast";
import { headingProblems } from "./headings";
import { linkProblems, type SiteAddresses } from "./links";
import { metaDescriptionProblems } from "./meta-description";
import { missingPictureProblems } from "./pictures";
import { placeholderProblems } from "./placeholders";
import type { CheckedPage, PublishProblem } from "./problem";

export type { CheckedPage, CheckRule, PublishProblem } from "./problem";

export interface CheckFacts {
  site: SiteAddresses;
  /** The alt text the media library or the site's picture catalogue gives a picture. */
  altOf: (url: string) => string | undefined;
  colourOf: (url: string) => Rgb | undefined;
}

/** Every problem, the page settings' first, then section by section in page order. */
export function publishProblems(page: CheckedPage, facts: CheckFacts): PublishProblem[] {
  const { sections } = page;
  const bySection = [
    ...placeholderProblems(sections),
    ...missingPictureProblems(sections),
    ...altTextProblems(sections, facts.altOf),
    ...headingProblems(sections),
    ...linkProblems(sections, facts.site),
    ...contrastProblems(sections, facts.colourOf),
  ];
  const order = new Map(sections.map((section, index) => [section.id, index]));
  const ordered = bySection
    .map((found, index) => ({ found, index }))
    .sort((a, b) => order.get(a.found.sectionId!)! - order.get(b.found.sectionId!)! || a.index - b.index)
    .map(({ found }) => found);
  return [...metaDescriptionProblems(page.details), ...ordered];
}
