import type { z } from "zod";

import { type Section, sectionSchema } from "~/lib/page-model";

const fieldNames = ["title", "content", "imageUrl", "backgroundColor", "anchor"] as const;
type Field = (typeof fieldNames)[number];
type ItemField = "title" | "content" | "imageUrl" | "link";

export interface SectionErrors {
  fields: Partial<Record<Field, string>>;
  /** By item id. */
  items: Record<string, Partial<Record<ItemField, string>>>;
  /** By the button's position. */
  buttons: Record<number, Partial<Record<"label" | "link", string>>>;
}

const isField = (name: unknown): name is Field => fieldNames.includes(name as Field);

/** The editor tab that shows a field. */
export type EditorTab = "content" | "items" | "layout" | "style" | "advanced";

function messageOf(issue: z.core.$ZodIssue): string {
  if (issue.code === "too_big" && typeof issue.maximum === "number") {
    return `Please keep this under ${issue.maximum.toLocaleString("en-GB")} characters.`;
  }
  return issue.message;
}

/**
 * Checks the editor's working copy with the same schema the server uses (docs/product.md#failures-and-input), so a
 * section is never committed that the autosave would then be refused.
 */
export function validateSection(section: Section): SectionErrors | null {
  const result = sectionSchema.safeParse(section);
  if (result.success) return null;
  const errors: SectionErrors = { fields: {}, items: {}, buttons: {} };
  for (const issue of result.error.issues) {
    const [first, index, field] = issue.path;
    if (first === "items" && typeof index === "number") {
      const id = section.items?.[index]?.id ?? String(index);
      errors.items[id] = { ...errors.items[id], [String(field)]: messageOf(issue) };
    } else if (first === "buttons" && typeof index === "number") {
      errors.buttons[index] = { ...errors.buttons[index], [String(field)]: messageOf(issue) };
    } else if (isField(first)) {
      errors.fields[first] ??= messageOf(issue);
    } else {
      errors.fields.title ??= messageOf(issue);
    }
  }
  return errors;
}

/** Where the first problem is, to show that tab when saving is refused. */
export function firstTabWithError(errors: SectionErrors): EditorTab {
  const { title, content, imageUrl, backgroundColor, anchor } = errors.fields;
  if (title || content || imageUrl || Object.keys(errors.buttons).length > 0) return "content";
  if (Object.keys(errors.items).length > 0) return "items";
  if (anchor) return "advanced";
  return backgroundColor ? "style" : "content";
}
