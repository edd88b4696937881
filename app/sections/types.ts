import type { ComponentType } from "react";
import type { Section, SectionItem } from "~/lib/page-model";

/** The five section types the registry knows; any other type renders as a generic block. */
export type SectionTypeId = "hero" | "text" | "gallery" | "features" | "testimonial";

/** docs/product.md#entities Layout option. */
export interface LayoutOption {
  id: string;
  name: string;
  description: string;
  previewImage?: string;
}

/** The defaults a new section of a type starts with (docs/product.md#entities 'Default sections for new sections'). */
export type SectionDefaults = Pick<Section, "title" | "content" | "imageUrl" | "backgroundColor"> & {
  items?: SectionItem[];
};

export interface SectionRenderProps {
  section: Section;
  /** 1 for the first section of a page, whose title is the page's one h1; 2 otherwise. */
  headingLevel: 1 | 2;
}

/**
 * Everything about one section type, in one module (docs/decisions/005-layering.md):
 * the library tabs, the editor's tabs, the defaults and the public renderer all read it.
 */
export interface SectionType {
  type: SectionTypeId;
  /** The Section Library tab: Hero, Text, Gallery, Features, Testimonials. */
  label: string;
  /** docs/product.md#constants layouts, in order; the first is chosen when a section has none. */
  layouts: readonly LayoutOption[];
  /** Features, gallery and testimonial have items (the editor's Items tab). */
  hasItems: boolean;
  /** Fresh defaults on every call, items with new ids. */
  defaults: () => SectionDefaults;
  /**
   * Renders the section on a public page and in the builder's preview, for each of its layouts;
   * a layout it does not know renders as 'default' (docs/product.md#constants 'Default layout name').
   */
  Render: ComponentType<SectionRenderProps>;
}
