import type { CatalogueFitting } from "~/lib/catalogue/catalogue-schema";

import { number, rowKey } from "./model-form";

/** A fitting as the Products form holds it: the price as typed, so a wrong figure stays with its message. */
export type FittingDraft = Omit<CatalogueFitting, "price"> & { key: string; price: string };

export const toFittingDrafts = (fittings: readonly CatalogueFitting[]): FittingDraft[] =>
  fittings.map((fitting) => ({ ...fitting, key: rowKey(), price: String(fitting.price) }));

/**
 * The fittings to save. A bracket set or electric part keeps its models (none for every model; an empty list, 'Only
 * the models ticked' with none ticked, goes too, for the schema to refuse); valves fit every model.
 */
export const fromFittingDrafts = (drafts: readonly FittingDraft[]): unknown =>
  drafts.map(({ key: _key, price, modelIds, ...fitting }) => ({
    ...fitting,
    price: number(price),
    ...(fitting.kind !== "valves" && modelIds && { modelIds }),
  }));

/** Whether the form holds anything the saved fittings do not, compared as the figures it would save. */
export const fittingsUnsaved = (drafts: readonly FittingDraft[], saved: readonly CatalogueFitting[]) =>
  JSON.stringify(fromFittingDrafts(drafts)) !== JSON.stringify(fromFittingDrafts(toFittingDrafts(saved)));

/** A new row: valves, as most fittings are. */
export const emptyFitting = (): FittingDraft => ({
  key: rowKey(),
  id: "",
  kind: "valves",
  name: "",
  finish: "",
  price: "",
});
