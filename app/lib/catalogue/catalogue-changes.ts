/**
 * What changed between two published catalogues, model by model: the model's own fields, and its sizes and
 * finishes added, removed, changed or reordered; and the catalogue's fittings. Stored with each catalogue version by the server and listed on
 * the Products screen as one short sentence: "Flusso Vertical: 3 sizes changed".
 */
import type { Catalogue, CatalogueModel } from "./catalogue-schema";

/** Rows of one kind (sizes by code, finishes by id) that differ between two versions of a model. */
export interface RowChanges {
  added: number;
  removed: number;
  changed: number;
  reordered: boolean;
}

export interface ModelChanges {
  id: string;
  name: string;
  /** "added" and "removed" are whole models; "edited" lists what changed in one. */
  kind: "added" | "removed" | "edited";
  fields: string[];
  sizes: RowChanges;
  finishes: RowChanges;
}

export interface CatalogueChanges {
  /** True for the first version kept, which has nothing before it to compare with. */
  first: boolean;
  models: ModelChanges[];
  /** Series whose name or collection page changed, added or removed, by name. */
  series: string[];
  /** Valves and brackets by id; absent from versions kept before the catalogue had fittings. */
  fittings?: RowChanges;
}

/** A version as the versions list shows it. */
export interface CatalogueVersionSummary {
  number: number;
  publishedAt: string;
  changes: CatalogueChanges;
  summary: string;
}

/** A model's own fields, named as the Products form labels them. */
const fieldNames: Record<Exclude<keyof CatalogueModel, "id" | "finishes" | "sizes">, string> = {
  seriesId: "series",
  name: "name",
  summary: "summary",
  description: "description",
  kind: "kind",
  material: "material",
  exponent: "exponent",
  connection: "connection",
  connections: "connection positions",
  wallClearance: "wall clearance",
  guaranteeYears: "guarantee",
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function rowChanges<Row>(before: readonly Row[], after: readonly Row[], keyOf: (row: Row) => string): RowChanges {
  const old = new Map(before.map((row) => [keyOf(row), row]));
  const kept = after.filter((row) => old.has(keyOf(row)));
  const keptKeys = new Set(kept.map(keyOf));
  return {
    added: after.length - kept.length,
    removed: before.length - kept.length,
    changed: kept.filter((row) => !same(row, old.get(keyOf(row)))).length,
    reordered: !same(
      before.map(keyOf).filter((key) => keptKeys.has(key)),
      kept.map(keyOf),
    ),
  };
}

const noRows: RowChanges = { added: 0, removed: 0, changed: 0, reordered: false };
const rowsChanged = (rows: RowChanges) => rows.added + rows.removed + rows.changed > 0 || rows.reordered;

function modelChanges(before: CatalogueModel, after: CatalogueModel): ModelChanges | null {
  const fields = (Object.keys(fieldNames) as (keyof typeof fieldNames)[])
    .filter((key) => !same(before[key], after[key]))
    .map((key) => fieldNames[key]);
  const sizes = rowChanges(before.sizes, after.sizes, (size) => size.code);
  const finishes = rowChanges(before.finishes, after.finishes, (finish) => finish.id);
  if (fields.length === 0 && !rowsChanged(sizes) && !rowsChanged(finishes)) return null;
  return { id: after.id, name: after.name, kind: "edited", fields, sizes, finishes };
}

/** The changes from `before` to `after`; `before` null means `after` is the first version kept. */
export function catalogueChanges(before: Catalogue | null, after: Catalogue): CatalogueChanges {
  if (!before) return { first: true, models: [], series: [] };
  const oldModels = new Map(before.models.map((model) => [model.id, model]));
  const newIds = new Set(after.models.map((model) => model.id));
  const whole = (model: CatalogueModel, kind: "added" | "removed"): ModelChanges => ({
    id: model.id,
    name: model.name,
    kind,
    fields: [],
    sizes: noRows,
    finishes: noRows,
  });
  const models = [
    ...after.models.map((model) => {
      const old = oldModels.get(model.id);
      return old ? modelChanges(old, model) : whole(model, "added");
    }),
    ...before.models.filter((model) => !newIds.has(model.id)).map((model) => whole(model, "removed")),
  ].filter((change): change is ModelChanges => change !== null);
  const oldSeries = new Map(before.series.map((series) => [series.id, series]));
  const series = [
    ...after.series.filter((s) => !same(s, oldSeries.get(s.id))).map((s) => s.name),
    ...before.series.filter((s) => !after.series.some((n) => n.id === s.id)).map((s) => s.name),
  ];
  return { first: false, models, series, fittings: rowChanges(before.fittings, after.fittings, (f) => f.id) };
}

const counted = (count: number, one: string, many: string, what: string) =>
  `${count} ${count === 1 ? one : many} ${what}`;

/** "a", "a and b", "a, b and c". */
const listed = (words: readonly string[]) =>
  words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;

function rowParts(rows: RowChanges, one: string, many: string): string[] {
  return [
    rows.changed > 0 && counted(rows.changed, one, many, "changed"),
    rows.added > 0 && counted(rows.added, one, many, "added"),
    rows.removed > 0 && counted(rows.removed, one, many, "removed"),
    rows.reordered && `${many} reordered`,
  ].filter((part): part is string => typeof part === "string");
}

function describeModel(change: ModelChanges): string {
  if (change.kind !== "edited") return `${change.name}: model ${change.kind}`;
  const parts = [
    change.fields.length > 0 && `${listed(change.fields)} changed`,
    ...rowParts(change.sizes, "size", "sizes"),
    ...rowParts(change.finishes, "finish", "finishes"),
  ].filter((part): part is string => typeof part === "string");
  return `${change.name}: ${parts.join(", ")}`;
}

/** How many models the sentence names before it says "and N more models". */
const modelsNamed = 3;

/** The changes in a short sentence: "Flusso Vertical: 3 sizes changed; Breva: summary changed". */
export function describeCatalogueChanges(changes: CatalogueChanges): string {
  if (changes.first) return "The catalogue as published before versions were kept";
  const parts = changes.models.slice(0, modelsNamed).map(describeModel);
  const more = changes.models.length - modelsNamed;
  if (more > 0) parts.push(`and ${counted(more, "more model", "more models", "changed")}`);
  if (changes.series.length > 0) parts.push(`series changed: ${listed(changes.series)}`);
  const fittings = changes.fittings ? rowParts(changes.fittings, "fitting", "fittings") : [];
  if (fittings.length > 0) parts.push(fittings.join(", "));
  return parts.length > 0 ? parts.join("; ") : "No changes";
}
