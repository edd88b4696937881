import type { CatalogueFinish, CatalogueModel, CatalogueSize } from "./catalogue-schema";

/** Dimensions as catalogues write them: height × width × depth. */
export const sizeLabel = (size: CatalogueSize) =>
  `${size.height.toLocaleString("en-GB")} × ${size.width.toLocaleString("en-GB")} × ${size.depth} mm`;

/** The quote form, opened with one line: this size of the model in this finish. */
export const quoteHref = (model: CatalogueModel, size: CatalogueSize, finish: CatalogueFinish) =>
  `/quote?${new URLSearchParams({ model: model.id, size: size.code, finish: finish.id, quantity: "1" })}`;
