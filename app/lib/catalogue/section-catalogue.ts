import type { ModelCard } from "./model-page-data";

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
 * model cards by series id, product tables by model id. Figures never come from the sections' own words.
 */
export interface SectionCatalogue {
  modelCards: Record<string, ModelCard[]>;
  productTables: Record<string, ProductTable>;
}

export const noSectionCatalogue: SectionCatalogue = { modelCards: {}, productTables: {} };
