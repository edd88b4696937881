import type { CatalogueFinish, CatalogueModel } from "~/lib/catalogue/catalogue-schema";

/**
 * A model as the Products form holds it: every number as the text the administrator typed, so a half-typed or
 * wrong figure stays on screen with its message instead of being lost or silently changed.
 */
const sizeNumberFields = [
  "height",
  "width",
  "depth",
  "sections",
  "output50",
  "weight",
  "water",
  "pipeCentres",
  "elementWatts",
  "price",
] as const;
type SizeNumberField = (typeof sizeNumberFields)[number];
const nullableSizeFields: readonly SizeNumberField[] = ["sections", "elementWatts"];

export type SizeDraft = { key: string; code: string; variant: string } & Record<SizeNumberField, string>;
export type FinishDraft = Omit<CatalogueFinish, "standardDays" | "madeToMeasureWeeks" | "surchargePercent"> & {
  key: string;
  standardDays: string;
  surchargePercent: string;
  weeksFrom: string;
  weeksTo: string;
};
export type ModelDraft = Omit<
  CatalogueModel,
  "exponent" | "wallClearance" | "guaranteeYears" | "sizes" | "finishes"
> & {
  exponent: string;
  wallClearance: string;
  guaranteeYears: string;
  finishes: FinishDraft[];
  sizes: SizeDraft[];
};

let counter = 0;
/** A key for React lists that survives edits of the row's own fields. */
export const rowKey = () => `row-${++counter}`;

const text = (value: number | null) => (value === null ? "" : String(value));

export function toDraft(model: CatalogueModel): ModelDraft {
  return {
    ...model,
    exponent: String(model.exponent),
    wallClearance: String(model.wallClearance),
    guaranteeYears: String(model.guaranteeYears),
    finishes: model.finishes.map(({ standardDays, madeToMeasureWeeks: [from, to], surchargePercent, ...finish }) => ({
      ...finish,
      key: rowKey(),
      standardDays: String(standardDays),
      surchargePercent: String(surchargePercent),
      weeksFrom: String(from),
      weeksTo: String(to),
    })),
    sizes: model.sizes.map((size) => ({
      key: rowKey(),
      code: size.code,
      variant: size.variant,
      ...(Object.fromEntries(sizeNumberFields.map((f) => [f, text(size[f])])) as Record<SizeNumberField, string>),
    })),
  };
}

/** A typed number, or the text itself when it is not one, so validation can say which field is wrong. */
export function number(value: string): number | string {
  const trimmed = value.trim();
  const n = Number(trimmed);
  return trimmed !== "" && Number.isFinite(n) ? n : trimmed;
}

export function fromDraft(draft: ModelDraft): unknown {
  const { finishes, sizes, exponent, wallClearance, guaranteeYears, ...rest } = draft;
  return {
    ...rest,
    exponent: number(exponent),
    wallClearance: number(wallClearance),
    guaranteeYears: number(guaranteeYears),
    finishes: finishes.map(({ key: _key, standardDays, weeksFrom, weeksTo, surchargePercent, ...finish }) => ({
      ...finish,
      standardDays: number(standardDays),
      surchargePercent: number(surchargePercent),
      madeToMeasureWeeks: [number(weeksFrom), number(weeksTo)],
    })),
    sizes: sizes.map(({ key: _key, ...size }) => ({
      ...size,
      ...Object.fromEntries(
        sizeNumberFields.map((f) => [
          f,
          nullableSizeFields.includes(f) && size[f].trim() === "" ? null : number(size[f]),
        ]),
      ),
    })),
  };
}

/**
 * Whether the form holds anything the saved `model` does not: compared as the figures the form would save, so a
 * retyped "1.30" for 1.3 or a value typed back to what it was is no change.
 */
export function hasUnsavedChanges(draft: ModelDraft, model: CatalogueModel): boolean {
  return JSON.stringify(fromDraft(draft)) !== JSON.stringify(fromDraft(toDraft(model)));
}

export function emptySize(model: ModelDraft): SizeDraft {
  const last = model.sizes.at(-1);
  return {
    key: rowKey(),
    code: "",
    variant: last?.variant ?? "",
    ...(Object.fromEntries(sizeNumberFields.map((f) => [f, ""])) as Record<SizeNumberField, string>),
    depth: last?.depth ?? "",
  };
}

export interface Problem {
  path: (string | number)[];
  message: string;
}

/** Problems by where they belong: "sizes.3.height", or "sizes.3" for the whole row. */
export function problemsByPlace(problems: readonly Problem[]): Map<string, string> {
  const places = new Map<string, string>();
  for (const p of problems) {
    const key = p.path.join(".");
    if (!places.has(key)) places.set(key, p.message);
  }
  return places;
}

/** The rows (1-based) with a problem, for the summary above the table. */
export function badRows(problems: readonly Problem[], list: "sizes" | "finishes"): number[] {
  const rows = problems
    .filter((p) => p.path[0] === list && typeof p.path[1] === "number")
    .map((p) => Number(p.path[1]) + 1);
  return [...new Set(rows)].sort((a, b) => a - b);
}
