import type { CatalogueFinish, CatalogueModel, CatalogueSize } from "./catalogue-schema";

/** Dimensions as catalogues write them: height × width × depth. */
export const sizeLabel = (size: CatalogueSize) =>
  `${size.height.toLocaleString("en-GB")} × ${size.width.toLocaleString("en-GB")} × ${size.depth} mm`;

/** The message a quote request opens with, naming the model, size and finish. */
export function quoteMessage(model: CatalogueModel, size: CatalogueSize, finish: CatalogueFinish): string {
  const variant = size.variant ? `, ${size.variant.toLowerCase()}` : "";
  const ral = finish.ral ? ` (${finish.ral})` : "";
  return `I would like a quote for the ${model.name}, size ${size.code} (${sizeLabel(size)}${variant}), in ${finish.name}${ral}.`;
}

/** The contact form, opened with the quote message written in. */
export const quoteHref = (model: CatalogueModel, size: CatalogueSize, finish: CatalogueFinish) =>
  `/contact?${new URLSearchParams({ message: quoteMessage(model, size, finish) })}`;
