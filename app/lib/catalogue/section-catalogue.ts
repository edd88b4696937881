import type { Catalogue } from "./catalogue-schema";

/** One size as a product table lists it. */
export interface ProductTableRow {
  code: string;
  variant: string;
  height: number;
  width: number;
  dt50: number;
  dt30: number;
}

/** A model's sizes, for a product table section. */
export interface ProductTable {
  name: string;
  path: string;
  rows: ProductTableRow[];
}

/**
 * The published catalogue's figures that a page's catalogue sections show, looked up by the server with the page:
 * by section type, then by the section's reference (model cards by series id, product tables by model id). Figures
 * never come from the sections' own words.
 */
export type SectionCatalogue = Record<string, Record<string, unknown>>;

export const noSectionCatalogue: SectionCatalogue = {};

/**
 * A section type's catalogue data, as Puck's `resolveData`: the default export of the type folder's
 * `data.server.ts`, which the server finds by the folder (docs/decisions/180) and never sends to a browser.
 */
export interface SectionDataResolver<Data> {
  /** What a section with this reference shows, from the published catalogue; undefined when there is nothing. */
  resolve: (reference: string, catalogue: Catalogue) => Data | undefined;
  /** Every reference the builder's preview may be asked to show. */
  references: (catalogue: Catalogue) => readonly string[];
}

export const defineSectionData = <Data>(resolver: SectionDataResolver<Data>) => resolver;
