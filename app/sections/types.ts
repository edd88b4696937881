import type { ComponentType } from "react";

import { newId } from "~/lib/ids";
import type { Section, SectionItem } from "~/lib/page-model";

import type { Shape } from "./drawing";

/** The Section Library's tabs after 'All': the five specified types, then the designed blocks of the standard pages. */
export type LibraryTab = "Hero" | "Text" | "Gallery" | "Features" | "Testimonials" | "Brand";

/** docs/product.md#entities Layout option, with the small line drawing the library and the Layout tab show. */
export interface LayoutOption {
  id: string;
  name: string;
  description: string;
  /** Shapes on a 120 × 72 canvas (see ./drawing): data, so the public pages never carry the drawing code. */
  drawing: readonly Shape[];
}

/**
 * The defaults a new section of a type starts with (docs/product.md#entities 'Default sections for new sections');
 * its text and picture are empty unless given.
 */
export type SectionDefaults = Pick<Section, "title" | "backgroundColor"> &
  Partial<
    Pick<Section, "content" | "imageUrl" | "eyebrow" | "items" | "buttons" | "scrollArrow" | "reference" | "anchor">
  >;

/** A new section's items, each with its own id and, unless given, no picture. */
export const newItems = (items: readonly (Omit<SectionItem, "id" | "imageUrl"> & { imageUrl?: string })[]) =>
  items.map((item): SectionItem => ({ id: newId(), imageUrl: "", ...item }));

/**
 * A field of the editor's Content tab, described rather than drawn: the builder turns the description into an
 * input (title and text fields, the image picker, the buttons list, the scroll-arrow switch).
 */
export interface ContentField {
  name: "eyebrow" | "title" | "content" | "imageUrl" | "buttons" | "scrollArrow" | "reference";
  label: string;
  hint?: string;
  /** For `content`: bold, italic, links and bulleted lists, which the type's renderer draws. */
  rich?: boolean;
  /** For `reference`: the choices, as [value, name]. */
  options?: readonly (readonly [string, string])[];
}

/** The fields most types ask for, worded alike in every section editor. */
export const commonFields = {
  eyebrow: { name: "eyebrow", label: "Small line above the title (optional)" },
  title: { name: "title", label: "Title" },
  buttons: { name: "buttons", label: "Buttons" },
} as const satisfies Record<string, ContentField>;

/** What an item of a type is called and what its fields ask for ('Customer name', 'Quote'). */
export interface ItemsDescription {
  /** One item, in words: 'Testimonial', 'Picture', 'Feature'. */
  noun: string;
  title: string;
  content: string;
  /** Omitted when the type's items have no picture. */
  imageUrl?: string;
  /** Set when an item can link somewhere. */
  link?: string;
  /** Set when an item shows a short line above its title. */
  eyebrow?: string;
  /**
   * New items start without words (a picture's caption is optional): placeholder words would reach visitors, and
   * the picture's alt text would fall back to them (decision 159).
   */
  startBlank?: boolean;
}

export interface SectionRenderProps {
  section: Section;
  /** 1 for the first section of a page, whose title is the page's one h1; 2 otherwise. */
  headingLevel: 1 | 2;
  /** Where the section stands among the page's sections of its own type (series blocks number themselves). */
  ofType: { index: number; count: number };
  /** The title of the section after this one, for a hero's scroll-down arrow; empty for the last. */
  nextTitle: string;
}

/**
 * Everything about one section type, declared in its own folder (`app/sections/{type}/index.ts`), as Puck's
 * component config does: the library and the editor read it, and the server resolves layouts with it
 * (docs/decisions/080). Its renderer is the folder's `render.tsx`, which draws every layout of the type.
 */
export interface SectionType {
  type: string;
  /** How the builder names the type: 'Hero', 'Collection Cards'. */
  name: string;
  tab: LibraryTab;
  /** docs/product.md#constants layouts, in order; the first is chosen when a section has none. */
  layouts: readonly LayoutOption[];
  fields: readonly ContentField[];
  /** Types with items get the editor's Items tab. */
  items?: ItemsDescription;
  /** Fresh defaults on every call, items with new ids. */
  defaults: () => SectionDefaults;
}

/** A type's renderer: the default export of its `render.tsx`. */
export type SectionRenderer = ComponentType<SectionRenderProps>;
