import type { ComponentType } from "react";

import { newId } from "~/lib/ids";
import type { Section, SectionButton, SectionItem } from "~/lib/page-model";

import type { Shape } from "./drawing";

/**
 * The Section Library's tabs after 'All': the five specified types, then the designed blocks of the standard pages.
 * A type may name a tab of its own; it follows these.
 */
export type LibraryTab = "Hero" | "Text" | "Gallery" | "Features" | "Testimonials" | "Brand" | (string & {});

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
 * its text and picture are empty and its background white unless given.
 */
export type SectionDefaults = Pick<Section, "title"> &
  Partial<
    Pick<
      Section,
      | "backgroundColor"
      | "content"
      | "imageUrl"
      | "eyebrow"
      | "items"
      | "buttons"
      | "scrollArrow"
      | "reference"
      | "count"
      | "anchor"
    >
  >;

/** A new section's items, each with its own id and, unless given, no picture. */
export const newItems = (items: readonly (Omit<SectionItem, "id" | "imageUrl"> & { imageUrl?: string })[]) =>
  items.map((item): SectionItem => ({ id: newId(), imageUrl: "", ...item }));

/**
 * The generic kinds of field the editor draws, each with the value it edits: a section type declares which kind
 * edits which of its props, and the editor and the checks follow from the kind (app/builder/field-kinds/, one file
 * a kind). A new kind adds its line here by declaration merging, from the file that defines it
 * (`declare module "~/sections/types" { interface FieldKindValues { date: string } }`), and its line in
 * `FieldKindOptions` when its declaration says more than a label and a hint. An optional prop left empty is stored
 * without it.
 */
export interface FieldKindValues {
  /** One line of plain text. */
  text: string;
  /** Plain text in paragraphs. */
  lines: string;
  /** Bold, italic, links and bulleted lists, which the type's renderer draws (`content` with `richContent`). */
  "rich-text": string;
  /** A picture from the media library or an address. */
  image: string;
  /** A page of this site (suggested from its pages), an anchor or an address (see ~/lib/link-target). */
  link: string;
  /** Up to three calls to action, each a label, a link and a style. */
  buttons: SectionButton[];
  /** A switch. */
  toggle: boolean;
  /** One of the declared choices; a catalogue reference is a choice among the catalogue's series or models. */
  select: string;
  /** A hex colour, picked on a swatch or typed. */
  colour: string;
  /** A whole number, within the declared bounds. */
  number: number;
  /** The Items tab: a list of items, each edited with the fields the declaration gives it. */
  items: SectionItem[];
}

export type FieldKind = keyof FieldKindValues;

/** What a kind's declaration says besides its label and hint, for the kinds that need more. */
export interface FieldKindOptions {
  select: {
    /** The choices, as [value, name]. */
    options: readonly (readonly [string, string])[];
  };
  number: {
    /** The bounds the check holds the number to, both included. */
    min?: number;
    max?: number;
  };
  items: {
    /** One item, in words: 'Testimonial', 'Picture', 'Feature'. */
    noun: string;
    /** What each item's fields ask for ('Customer name', 'Quote'): a title and words always, the rest when set. */
    fields: ItemFields;
    /**
     * New items start without words (a picture's caption is optional): placeholder words would reach visitors, and
     * the picture's alt text would fall back to them (decision 159).
     */
    startBlank?: boolean;
  };
}

/** One field of the section editor, described rather than drawn: its kind, its label and what its kind asks. */
export type FieldDeclaration<Kind extends FieldKind = FieldKind> = Kind extends FieldKind
  ? { kind: Kind; label: string; hint?: string } & (Kind extends keyof FieldKindOptions
      ? FieldKindOptions[Kind]
      : unknown)
  : never;

/** The props of a section its Content tab edits; items, style, layout and anchor have tabs of their own. */
export type ContentProp = Exclude<
  keyof Section,
  "id" | "type" | "layout" | "richContent" | "items" | "backgroundColor" | "anchor"
>;

/** The props of a section its Style tab edits. */
export type StyleProp = "backgroundColor";

/** The props of an item its row in the Items tab edits. */
export type ItemProp = Exclude<keyof SectionItem, "id">;

/** The kinds whose value a prop can hold. */
type KindsFor<Value> = { [Kind in FieldKind]: FieldKindValues[Kind] extends Value ? Kind : never }[FieldKind];

/** Fields keyed by the props they edit, in order, each of a kind that fits its prop. */
type FieldsFor<Model, Prop extends keyof Model, Except extends FieldKind = never> = {
  [P in Prop]?: FieldDeclaration<Exclude<KindsFor<Model[P]>, Except>>;
};

/** A type's Content tab, in order: for each prop it edits, a field of a kind that fits the prop. */
export type SectionFields = FieldsFor<Section, ContentProp>;

/** A type's Style tab. */
export type StyleFields = FieldsFor<Section, StyleProp>;

/**
 * An item's fields. The row places them as the Items tab always has (the short line above, the title and the words
 * side by side, the link, the picture); rich text, which is the section's own words, is not an item's.
 */
export type ItemFields = FieldsFor<SectionItem, ItemProp, "rich-text"> &
  Required<Pick<FieldsFor<SectionItem, "title" | "content">, "title" | "content">>;

/** The fields most types ask for, worded alike in every section editor. */
export const commonFields = {
  eyebrow: { kind: "text", label: "Small line above the title (optional)" },
  title: { kind: "text", label: "Title" },
  buttons: { kind: "buttons", label: "Buttons" },
} as const satisfies Record<string, FieldDeclaration>;

/** The Style tab of every type that declares none of its own (docs/product.md#routes Style tab). */
export const commonStyle = {
  backgroundColor: { kind: "colour", label: "Background colour" },
} as const satisfies StyleFields;

/** A hero's switch for its arrow down to the next section, with where the arrow stands. */
export const scrollArrowField = (hint: string) =>
  ({ kind: "toggle", label: "Show a scroll-down arrow", hint }) as const satisfies FieldDeclaration;

/** A type's items: the Items tab, named as the tab is, with what an item is called and its fields. */
export type ItemsField = FieldDeclaration<"items">;

/** The Items tab of a type, named 'Items' as in every section editor: what an item is called and its fields. */
export const itemsField = (
  noun: string,
  fields: ItemFields,
  options: Omit<FieldKindOptions["items"], "noun" | "fields"> = {},
): ItemsField => ({ kind: "items", label: "Items", noun, fields, ...options });

/** A field of a kind that asks nothing beyond its label. */
const labelled =
  <Kind extends "text" | "lines" | "image" | "link">(kind: Kind) =>
  (label: string) =>
    ({ kind, label }) as const;

/** The declarations' shorthand for the plain kinds: `field.text("Name")`, `field.image("Picture")`. */
export const field = {
  text: labelled("text"),
  lines: labelled("lines"),
  image: labelled("image"),
  link: labelled("link"),
};

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
 * component config does: the library, the editor and its checks read it, and the server resolves layouts with it
 * (docs/decisions/080, 180). Its renderer is the folder's `render.tsx`, which draws every layout of the type.
 */
export interface SectionType {
  type: string;
  /** How the builder names the type: 'Hero', 'Collection Cards'. */
  name: string;
  tab: LibraryTab;
  /** Where the type stands in the Section Library, lowest first. */
  order: number;
  /** docs/product.md#constants layouts, in order; the first is chosen when a section has none. */
  layouts: readonly LayoutOption[];
  fields: SectionFields;
  /** The Style tab's fields; `commonStyle` unless the type declares its own. */
  style: StyleFields;
  /** Types with items get the editor's Items tab. */
  items?: ItemsField;
  /** Fresh defaults on every call, items with new ids. */
  defaults: () => SectionDefaults;
  /** A rule of the type beyond its fields' kinds: a message by the prop it is about. */
  validate?: (section: Section) => Partial<Record<ContentProp, string>>;
}

/** A type's layouts as it declares them: by id, as its fields are by prop, in order. */
export interface SectionDeclaration extends Omit<SectionType, "layouts" | "style"> {
  layouts: Record<string, Omit<LayoutOption, "id">>;
  style?: StyleFields;
}

/**
 * A section type's declaration, the default export of its folder's `index.ts`. The folder's name is the type's id
 * (a test holds them to it); `render.tsx` draws it, and an optional `data.server.ts` looks up what it shows from the
 * catalogue (see ./section-data).
 */
export const defineSection = ({ layouts, style = commonStyle, ...declaration }: SectionDeclaration): SectionType => ({
  ...declaration,
  style,
  layouts: Object.entries(layouts).map(([id, layout]) => ({ id, ...layout })),
});

/** A type's renderer: the default export of its `render.tsx`. */
export type SectionRenderer = ComponentType<SectionRenderProps>;
