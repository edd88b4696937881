import type { SystemTemperatures } from "~/lib/heat-output";
import { systemNote } from "~/lib/system-presets";
import type { CatalogueFinish, CatalogueModel, CatalogueSize } from "./catalogue-schema";

/** Dimensions as catalogues write them: height × width × depth. */
export const sizeLabel = (size: CatalogueSize) =>
  `${size.height.toLocaleString("en-GB")} × ${size.width.toLocaleString("en-GB")} × ${size.depth} mm`;

/** The quote form, opened with one line (this size of the model in this finish) and a note of the buyer's system. */
export function quoteHref(
  model: CatalogueModel,
  size: CatalogueSize,
  finish: CatalogueFinish,
  system: SystemTemperatures,
) {
  const params = new URLSearchParams({ model: model.id, size: size.code, finish: finish.id, quantity: "1" });
  const note = systemNote(system);
  if (note) params.set("message", note);
  return `/quote?${params}`;
}
