/**
 * The section registry (docs/decisions/005-layering.md): every section type in the order of the Section Library's
 * tabs, and the section rules of docs/product.md#entities, #states that depend on the type.
 */
import { newId } from "~/lib/ids";
import type { Section, SectionItem } from "~/lib/page-model";
import { features } from "./features";
import { gallery } from "./gallery";
import { hero } from "./hero";
import { testimonial } from "./testimonial";
import { text } from "./text";
import type { SectionType } from "./types";

export const sectionRegistry: readonly SectionType[] = [hero, text, gallery, features, testimonial];

/** The registry entry for a type, or undefined for a type it does not know (drawn as a generic block). */
export function sectionTypeOf(type: string): SectionType | undefined {
  return sectionRegistry.find((entry) => entry.type === type);
}

/** docs/product.md#states: an item added with 'Add Item'. Items start with an empty image. */
export function newItem(): SectionItem {
  return { id: newId(), title: "New Item", content: "Description for the new item", imageUrl: "" };
}

/** docs/product.md#states: the items an item type gets when it has none as the editor opens. */
export const defaultItemCount = 4;

function defaultItem(): SectionItem {
  return { id: newId(), title: "Item Title", content: "Item description goes here.", imageUrl: "" };
}

/** A new section of a type in a layout, with a generated id and the docs/product.md#entities defaults. */
export function createSection(type: SectionType["type"], layoutId: string): Section {
  const entry = sectionTypeOf(type);
  if (!entry) throw new Error(`Unknown section type ${type}`);
  return { id: newId(), type, layout: layoutId, ...entry.defaults() };
}

/**
 * docs/product.md#states Section editing: a section without a layout gets the first layout of its type, and a
 * features, gallery or testimonial section without items gets 4 default items.
 */
export function ensureLayoutAndItems(section: Section): Section {
  const entry = sectionTypeOf(section.type);
  if (!entry) return section;
  const layout = section.layout || entry.layouts[0]?.id || "";
  const items =
    entry.hasItems && !section.items?.length ? Array.from({ length: defaultItemCount }, defaultItem) : section.items;
  return { ...section, layout, ...(items && { items }) };
}
