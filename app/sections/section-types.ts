/**
 * Every section type at hand, for the page builder: the library, the editor and the rules of
 * docs/product.md#entities, #states that depend on the type. `loadSectionTypes` must have finished first.
 */
import { newId } from "~/lib/ids";
import type { Section, SectionItem } from "~/lib/page-model";

import { layoutToDraw, sectionModules } from "./registry";
import type { ItemsField, LibraryTab, SectionType } from "./types";

let loaded: readonly SectionType[] = [];

/** The declaration of a folder's type; one whose `type` is not the folder's name is refused. */
async function declarationOf(folder: string): Promise<SectionType> {
  const { default: declared } = await sectionModules[folder]!.declare();
  if (declared.type !== folder) throw new Error(`The section folder ${folder} declares the type "${declared.type}".`);
  return declared;
}

/** Loads every declared type, in the Section Library's order. */
export async function loadSectionTypes(): Promise<readonly SectionType[]> {
  const declared = await Promise.all(Object.keys(sectionModules).map(declarationOf));
  loaded = declared.sort((a, b) => a.order - b.order);
  return loaded;
}

/** The types, in the Section Library's order. */
export const sectionTypes = (): readonly SectionType[] => loaded;

/** The Section Library's tabs after 'All', in order: the specified five, 'Brand', then any a type names of its own. */
export const libraryTabs = (): readonly LibraryTab[] => [
  ...new Set<LibraryTab>(["Hero", "Text", "Gallery", "Features", "Testimonials", "Brand", ...loaded.map((t) => t.tab)]),
];

/** The declaration of a type, or undefined for a type the registry does not know (drawn as a generic block). */
export function sectionTypeOf(type: string): SectionType | undefined {
  return loaded.find((entry) => entry.type === type);
}

/**
 * docs/product.md#states: an item added with 'Add Item'. Items start with an empty image; a type whose items start
 * blank (a gallery's pictures, decision 159) gets no placeholder words either.
 */
export function newItem(description?: Pick<ItemsField, "startBlank">): SectionItem {
  if (description?.startBlank) return { id: newId(), title: "", content: "", imageUrl: "" };
  return { id: newId(), title: "New Item", content: "Description for the new item", imageUrl: "" };
}

/** docs/product.md#states: the items an item type gets when it has none as the editor opens. */
const defaultItemCount = 4;

function defaultItem(): SectionItem {
  return { id: newId(), title: "Item Title", content: "Item description goes here.", imageUrl: "" };
}

/** A new section of a type in a layout, with a generated id and the docs/product.md#entities defaults. */
export function createSection(type: string, layoutId: string): Section {
  const entry = sectionTypeOf(type);
  if (!entry) throw new Error(`Unknown section type ${type}`);
  return {
    id: newId(),
    type,
    layout: layoutId,
    content: "",
    imageUrl: "",
    backgroundColor: "#ffffff",
    ...entry.defaults(),
  };
}

/**
 * docs/product.md#states Section editing: a section without a layout gets the first layout of its type, and a
 * type with items gets 4 default items when it has none.
 */
export function ensureLayoutAndItems(section: Section): Section {
  const entry = sectionTypeOf(section.type);
  if (!entry) return section;
  const layout = section.layout || entry.layouts[0]?.id || "";
  const makeItem = entry.items?.startBlank ? () => newItem(entry.items) : defaultItem;
  const items =
    entry.items && !section.items?.length ? Array.from({ length: defaultItemCount }, makeItem) : section.items;
  return { ...section, layout, ...(items && { items }) };
}

/**
 * The sections as they are drawn: each in its own layout when its type has it, else in 'default'. Resolved once,
 * here, before any renderer sees the section (the server for public pages, the builder for its preview).
 */
export function resolveLayouts(sections: readonly Section[]): Section[] {
  return sections.map((section) => {
    const entry = sectionTypeOf(section.type);
    return entry ? { ...section, layout: layoutToDraw(entry, section.layout) } : section;
  });
}

/** Loads the declarations first, for a page's loader. */
export async function drawnSections(sections: readonly Section[]): Promise<Section[]> {
  await loadSectionTypes();
  return resolveLayouts(sections);
}
