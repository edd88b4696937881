import type { SystemTemperatures } from "~/lib/heat-output";
import { systemNote } from "~/lib/system-presets";

import type { CatalogueFinish, CatalogueModel, CatalogueSize } from "./catalogue-schema";

/** Dimensions as catalogues write them: height × width × depth. */
export const sizeLabel = (size: CatalogueSize) =>
  `${size.height.toLocaleString("en-GB")} × ${size.width.toLocaleString("en-GB")} × ${size.depth} mm`;

/** One line a quote link opens the form with. */
export interface QuoteLinkLine {
  model: string;
  size: string;
  finish: string;
  quantity: number;
  /** The room's name, when the line is for one. */
  room?: string;
}

/** The quote form, opened with these lines and a note of the buyer's system. */
export function quoteLinesHref(lines: QuoteLinkLine[], system: SystemTemperatures) {
  const params = new URLSearchParams();
  for (const line of lines) {
    params.append("model", line.model);
    params.append("size", line.size);
    params.append("finish", line.finish);
    params.append("quantity", String(line.quantity));
    if (line.room) params.append("room", line.room);
  }
  const note = systemNote(system);
  if (note) params.set("message", note);
  return `/quote?${params}`;
}

/** The quote form, opened with one line (this size of the model in this finish) and a note of the buyer's system. */
export function quoteHref(
  model: CatalogueModel,
  size: CatalogueSize,
  finish: CatalogueFinish,
  system: SystemTemperatures,
) {
  return quoteLinesHref([{ model: model.id, size: size.code, finish: finish.id, quantity: 1 }], system);
}
