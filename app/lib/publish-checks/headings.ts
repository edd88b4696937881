import type { Section } from "../page-model";
import { problem, type PublishProblem } from "./problem";

/** Types that draw each item's title as an h3 under the section's title. */
const itemHeadingTypes = new Set(["features", "values", "collection-cards"]);

interface Heading {
  level: number;
  section: Section;
}

/**
 * The headings a page draws, in order: the first section's title is the page's h1 (or, without one, a hidden h1 of
 * the page title), the others' titles h2, and the items' titles of some types h3. Empty titles draw nothing.
 */
export function headingOutline(sections: readonly Section[]): Heading[] {
  return sections.flatMap((section, index) => {
    const own = section.title.trim() || index === 0 ? [{ level: index === 0 ? 1 : 2, section }] : [];
    const items = itemHeadingTypes.has(section.type)
      ? (section.items ?? []).filter((item) => item.title.trim()).map(() => ({ level: 3, section }))
      : [];
    return [...own, ...items];
  });
}

/** Each section where the headings skip a level (an h1 followed by an h3), which screen-reader users navigate by. */
export function headingProblems(sections: readonly Section[]): PublishProblem[] {
  const outline = headingOutline(sections);
  const skipping = new Map<string, { from: number; to: number; section: Section }>();
  outline.forEach((heading, index) => {
    const before = outline[index - 1];
    if (before && heading.level > before.level + 1 && !skipping.has(heading.section.id)) {
      skipping.set(heading.section.id, { from: before.level, to: heading.level, section: heading.section });
    }
  });
  return [...skipping.values()].map(({ from, to, section }) =>
    problem(
      "headings",
      section,
      `Heading levels are skipped (h${from} to h${to}): give this section a title, so its items' headings sit under it.`,
    ),
  );
}
