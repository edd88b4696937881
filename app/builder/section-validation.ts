import type { z } from "zod";

import { type Section, sectionSchema } from "~/lib/page-model";
import { commonStyle, type ContentProp, type ItemProp, type SectionType, type StyleProp } from "~/sections/types";

import { declaredFields, fieldKinds, genericFields } from "./content-fields";

type Field = ContentProp | StyleProp | "anchor";

export interface SectionErrors {
  fields: Partial<Record<Field, string>>;
  /** By item id. */
  items: Record<string, Partial<Record<ItemProp, string>>>;
  /** By the button's position. */
  buttons: Record<number, Partial<Record<"label" | "link", string>>>;
}

/** The props whose messages show under their own field; any other problem shows under the title. */
const fieldsOf = (type: SectionType | undefined): readonly string[] => [
  ...Object.keys(type?.fields ?? genericFields),
  ...Object.keys(type?.style ?? commonStyle),
  "title",
  "content",
  "imageUrl",
  "backgroundColor",
  "anchor",
];

/** The editor tab that shows a field. */
export type EditorTab = "content" | "items" | "layout" | "style" | "advanced";

function messageOf(issue: z.core.$ZodIssue): string {
  // A number's bounds are worded by the schema itself.
  if (issue.code === "too_big" && typeof issue.maximum === "number" && issue.origin !== "number") {
    return `Please keep this under ${issue.maximum.toLocaleString("en-GB")} characters.`;
  }
  return issue.message;
}

/** The page model's schema's problems, by where the editor shows them. */
function schemaErrors(section: Section, type: SectionType | undefined): SectionErrors {
  const errors: SectionErrors = { fields: {}, items: {}, buttons: {} };
  const result = sectionSchema.safeParse(section);
  const shown = fieldsOf(type);
  for (const issue of result.error?.issues ?? []) {
    const [first, index, field] = issue.path;
    if (first === "items" && typeof index === "number") {
      const id = section.items?.[index]?.id ?? String(index);
      errors.items[id] = { ...errors.items[id], [String(field)]: messageOf(issue) };
    } else if (first === "buttons" && typeof index === "number") {
      errors.buttons[index] = { ...errors.buttons[index], [String(field)]: messageOf(issue) };
    } else if (typeof first === "string" && shown.includes(first)) {
      errors.fields[first as Field] ??= messageOf(issue);
    } else {
      errors.fields.title ??= messageOf(issue);
    }
  }
  return errors;
}

/**
 * Checks the editor's working copy with the same schema the server uses (docs/product.md#failures-and-input), so a
 * section is never committed that the autosave would then be refused; then each declared field by its kind's rule
 * and the section by its type's own rule (docs/decisions/180).
 */
export function validateSection(section: Section, type?: SectionType): SectionErrors | null {
  const errors = schemaErrors(section, type);
  const tabs = { ...(type?.fields ?? genericFields), ...(type?.style ?? commonStyle) };
  for (const [prop, field] of declaredFields<ContentProp | StyleProp>(tabs)) {
    const message = fieldKinds[field.kind].check?.(section[prop], field);
    if (message) errors.fields[prop] ??= message;
  }
  const itemFields = type?.items ? declaredFields<ItemProp>(type.items.fields) : [];
  for (const item of section.items ?? []) {
    for (const [prop, field] of itemFields) {
      const message = fieldKinds[field.kind].check?.(item[prop], field);
      if (message) errors.items[item.id] = { [prop]: message, ...errors.items[item.id] };
    }
  }
  for (const [prop, message] of Object.entries(type?.validate?.(section) ?? {}))
    if (message) errors.fields[prop as ContentProp] ??= message;
  const found = [errors.fields, errors.items, errors.buttons].some((part) => Object.keys(part).length > 0);
  return found ? errors : null;
}

/** Where the first problem is, to show that tab when saving is refused. */
export function firstTabWithError(errors: SectionErrors): EditorTab {
  const { backgroundColor, anchor, ...content } = errors.fields;
  if (Object.values(content).some(Boolean) || Object.keys(errors.buttons).length > 0) return "content";
  if (Object.keys(errors.items).length > 0) return "items";
  if (anchor) return "advanced";
  return backgroundColor ? "style" : "content";
}
