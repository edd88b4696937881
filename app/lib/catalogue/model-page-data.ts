import type { FocalPoint } from "~/lib/media/media-item";
import type { SystemPreset } from "~/lib/system-presets";

import type { SizeOutputs } from "./catalogue-queries";
import type { CatalogueFinish, CatalogueModel } from "./catalogue-schema";
import type { ModelPageQuery } from "./model-page-query";
import type { TechnicalDrawing } from "./technical-drawing";

/**
 * What a model page receives from the server: finished figures, so the browser carries no catalogue code.
 * `P` is the site's picture type, which this shared module does not know.
 */
export type ModelImage<P> =
  | { kind: "picture"; picture: P; finishShown: string | null }
  | { kind: "media"; url: string; alt: string; width: number | null; height: number | null; focalPoint: FocalPoint };

/** The model's picture for link previews and the JSON-LD: the largest file that exists, and its size where known. */
export interface ModelSocialImage {
  src: string;
  size: { width: number; height: number } | null;
}

export interface SizeRow extends SizeOutputs {
  code: string;
  variant: string;
  height: number;
  width: number;
  depth: number;
  sections: number | null;
  weight: number;
  water: number;
  pipeCentres: number;
  elementWatts: number | null;
  /** The guide price in the page's finish, its surcharge included (whole pounds with VAT). */
  price: number;
  quoteHref: string;
  /** The comparison, starting with this size, at the buyer's system and finish. */
  compareHref: string;
}

export interface ModelPageData<P> {
  model: Omit<CatalogueModel, "sizes">;
  seriesName: string;
  collection: { id: string; title: string; path: string };
  path: string;
  query: ModelPageQuery;
  finish: CatalogueFinish;
  leadTimes: { standard: string; madeToMeasure: string };
  /** The lowest guide price of the model in the page's finish. */
  fromPrice: number;
  image: ModelImage<P> | null;
  socialImage: ModelSocialImage | null;
  /** The system presets the page offers (`modelSystemPresets`), and what it says of them when not the site's own. */
  presets: readonly SystemPreset[];
  presetsNote: string | null;
  /** ΔT of the buyer's system, in kelvin. */
  systemDeltaT: number;
  heights: number[];
  sizeCount: number;
  rows: SizeRow[];
  /** The size the drawing, the quote button and the JSON-LD describe. */
  selected: SizeRow;
  selectedSize: CatalogueModel["sizes"][number];
  outputRange50: [number, number];
  heightRange: [number, number];
  widthRange: [number, number];
  drawing: TechnicalDrawing;
  jsonLd: object[];
}

/** A model as a collection page lists it: the figures come from the published catalogue, never from copy. */
export interface ModelCard {
  id: string;
  name: string;
  summary: string;
  path: string;
  sizeCount: number;
  outputRange50: [number, number];
  heightRange: [number, number];
  finishes: { name: string; hex: string }[];
}
