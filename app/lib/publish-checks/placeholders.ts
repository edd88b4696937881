import type { Section } from "../page-model";
import { listed, problem, type PublishProblem } from "./problem";

/**
 * The words new sections and items start with (docs/product.md#entities 'Default sections for new sections',
 * #states, #routes), which a published page should not show. A test checks them against the section registry.
 */
export const placeholderTexts: readonly string[] = [
  "Hero Section",
  "Welcome to our premium radiator collection.",
  "Text Section",
  "Gallery Section",
  "Gallery Item",
  "Image description",
  "Features Section",
  "Feature Title",
  "Feature",
  "Feature description",
  "Testimonial Section",
  "Customer Name",
  "Testimonial content",
  "Item Title",
  "Item description goes here.",
  "New Item",
  "Description for the new item",
  "Edit this section to customize your page.",
];

const placeholders = new Set(placeholderTexts.map((text) => text.toLowerCase()));

/** Whether text is a placeholder: one of the default strings, or Lorem ipsum. */
export function isPlaceholder(text: string): boolean {
  const trimmed = text.trim().toLowerCase();
  return placeholders.has(trimmed) || trimmed.startsWith("lorem ipsum");
}

/** Placeholder words left in a section or its items: one problem per section, naming them. */
export function placeholderProblems(sections: readonly Section[]): PublishProblem[] {
  return sections.flatMap((section) => {
    const texts = [section.title, section.content, ...(section.items ?? []).flatMap((i) => [i.title, i.content])];
    const found = [...new Set(texts.filter(isPlaceholder).map((text) => text.trim()))];
    if (found.length === 0) return [];
    const names = found.map((text) => `“${text.length > 40 ? `${text.slice(0, 37)}…` : text}”`);
    return [problem("placeholder", section, `Placeholder text left: ${listed(names)}.`)];
  });
}
