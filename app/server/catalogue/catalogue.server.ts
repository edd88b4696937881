/**
 * The catalogue in the database. The administrator edits the draft; visitors, the model pages, the spec sheets
 * and the sizing calculator read the published version; publishing copies the draft in one transaction.
 * The database is seeded from the brand's catalogue module on first start.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { getTableConfig } from "drizzle-orm/sqlite-core";

import { catalogueSeed } from "~/content/catalogue";
import { withDefaultPrices } from "~/content/catalogue-price-defaults";
import {
  type Catalogue,
  type CatalogueFitting,
  type CatalogueModel,
  fittingsSchema,
  modelSchema,
} from "~/lib/catalogue/catalogue-schema";

import { catalogueKey, changed, showing } from "../cache-keys.server";
import { type Db, getDb } from "../db.server";
import {
  catalogueFinishes,
  catalogueFittings,
  catalogueModels,
  catalogueSeries,
  catalogueSizes,
  catalogueState,
} from "../schema.server";
import {
  catalogueOfVersion,
  catalogueVersionNotFoundMessage,
  recordCatalogueVersion,
} from "./catalogue-versions.server";

export type CatalogueVersion = "draft" | "published";

/** A problem with one field of a model, with its place (e.g. ["sizes", 3, "height"]) so the form can mark it. */
export interface FieldProblem {
  path: (string | number)[];
  message: string;
}

export class CatalogueRuleError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404,
    readonly problems: FieldProblem[] = [],
  ) {
    super(message);
  }
}

export const invalidModelMessage = "Some figures need correcting. Nothing was saved.";
export const invalidFittingsMessage = "Some fittings need correcting. Nothing was saved.";
export const modelNotFoundMessage = "This model does not exist any more.";

const now = () => new Date().toISOString();

function writeModel(db: Db, version: CatalogueVersion, model: CatalogueModel, position: number): void {
  const { finishes, sizes, ...fields } = model;
  db.insert(catalogueModels)
    .values({ ...fields, version, position })
    .run();
  finishes.forEach(({ madeToMeasureWeeks: [from, to], ...finish }, i) =>
    db
      .insert(catalogueFinishes)
      .values({
        ...finish,
        version,
        modelId: model.id,
        position: i,
        madeToMeasureWeeksFrom: from,
        madeToMeasureWeeksTo: to,
      })
      .run(),
  );
  sizes.forEach((size, i) =>
    db
      .insert(catalogueSizes)
      .values({ ...size, version, modelId: model.id, position: i })
      .run(),
  );
}

function writeFittings(db: Db, version: CatalogueVersion, fittings: readonly CatalogueFitting[]): void {
  fittings.forEach((fitting, i) =>
    db
      .insert(catalogueFittings)
      .values({ ...fitting, modelIds: fitting.modelIds?.length ? fitting.modelIds : null, version, position: i })
      .run(),
  );
}

function writeCatalogue(db: Db, version: CatalogueVersion, catalogue: Catalogue): void {
  catalogue.series.forEach((series, i) =>
    db
      .insert(catalogueSeries)
      .values({ ...series, version, position: i })
      .run(),
  );
  catalogue.models.forEach((model, i) => writeModel(db, version, model, i));
  writeFittings(db, version, catalogue.fittings);
}

/** Seeds draft and published catalogue from the brand's module, once. */
export function seedCatalogue(db: Db = getDb()): void {
  if (db.select().from(catalogueState).get()) return;
  db.transaction((tx) => {
    const at = now();
    writeCatalogue(tx as unknown as Db, "draft", catalogueSeed);
    writeCatalogue(tx as unknown as Db, "published", catalogueSeed);
    tx.insert(catalogueState).values({ id: 1, draftRevision: 1, publishedRevision: 1, publishedAt: at }).run();
  });
}

type OrderedTable =
  | typeof catalogueSeries
  | typeof catalogueModels
  | typeof catalogueFinishes
  | typeof catalogueSizes
  | typeof catalogueFittings;

/** The rows of one of the catalogue's tables in one version, in their order. */
function rowsOf<Table extends OrderedTable>(db: Db, table: Table, version: CatalogueVersion) {
  return db.select().from(table).where(eq(table.version, version)).orderBy(asc(table.position)).all();
}

function readCatalogue(db: Db, version: CatalogueVersion): Catalogue {
  const series = rowsOf(db, catalogueSeries, version);
  const finishes = rowsOf(db, catalogueFinishes, version);
  const sizes = rowsOf(db, catalogueSizes, version);
  const seriesOrder = new Map(series.map((s, i) => [s.id, i]));
  const models = rowsOf(db, catalogueModels, version)
    .sort((a, b) => (seriesOrder.get(a.seriesId) ?? 99) - (seriesOrder.get(b.seriesId) ?? 99))
    .map(({ version: _v, position: _p, ...model }): CatalogueModel => ({
      ...model,
      finishes: finishes
        .filter((f) => f.modelId === model.id)
        .map(({ version: _fv, modelId: _m, position: _fp, madeToMeasureWeeksFrom, madeToMeasureWeeksTo, ...f }) => ({
          ...f,
          madeToMeasureWeeks: [madeToMeasureWeeksFrom, madeToMeasureWeeksTo],
        })),
      sizes: sizes.filter((s) => s.modelId === model.id).map(({ version: _sv, modelId: _m, position: _sp, ...s }) => s),
    }));
  const fittings = rowsOf(db, catalogueFittings, version).map(
    ({ version: _v, position: _p, modelIds, ...fitting }): CatalogueFitting =>
      modelIds?.length ? { ...fitting, modelIds } : fitting,
  );
  return {
    series: series.map(({ version: _v, position: _p, ...s }) => s),
    models,
    fittings,
  };
}

export interface CatalogueStatus {
  draftRevision: number;
  publishedRevision: number;
  publishedAt: string;
  /** The draft differs from what visitors see. */
  hasUnpublishedChanges: boolean;
}

export function catalogueStatus(db: Db = getDb()): CatalogueStatus {
  seedCatalogue(db);
  const state = db.select().from(catalogueState).get()!;
  return {
    draftRevision: state.draftRevision,
    publishedRevision: state.publishedRevision,
    publishedAt: state.publishedAt,
    hasUnpublishedChanges: state.draftRevision !== state.publishedRevision,
  };
}

let published: { revision: number; catalogue: Catalogue } | undefined;

/** What visitors see. Read once per publish: every public page and spec sheet asks for it. */
export function publishedCatalogue(db: Db = getDb()): Catalogue {
  showing(catalogueKey);
  const { publishedRevision } = catalogueStatus(db);
  // Keyed by revision alone: tests open a fresh database per file, but one per process.
  if (published?.revision !== publishedRevision)
    published = { revision: publishedRevision, catalogue: readCatalogue(db, "published") };
  return published.catalogue;
}

/** What the administrator edits. */
export function draftCatalogue(db: Db = getDb()): Catalogue {
  seedCatalogue(db);
  return readCatalogue(db, "draft");
}

/** Validates a whole model and replaces its draft in one transaction: a bad row saves nothing. */
export function saveModelDraft(modelId: string, input: unknown, db: Db = getDb()): CatalogueModel {
  seedCatalogue(db);
  const existing = db
    .select({ position: catalogueModels.position })
    .from(catalogueModels)
    .where(and(eq(catalogueModels.version, "draft"), eq(catalogueModels.id, modelId)))
    .get();
  if (!existing) throw new CatalogueRuleError(modelNotFoundMessage, 404);
  const model = checked(modelSchema.safeParse(input), invalidModelMessage);
  if (model.id !== modelId || model.seriesId !== draftSeriesOf(db, modelId))
    throw new CatalogueRuleError("A model's id and series cannot be changed here.", 400);
  db.transaction((tx) => {
    const t = tx as unknown as Db;
    deleteModel(t, "draft", modelId);
    writeModel(t, "draft", model, existing.position);
    bumpDraftRevision(t);
  });
  return model;
}

/** The parsed value, or the error naming every bad field. */
function checked<T>(
  parsed:
    { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } },
  message: string,
): T {
  if (parsed.success) return parsed.data;
  throw new CatalogueRuleError(
    message,
    400,
    parsed.error.issues.map((issue) => ({ path: issue.path as (string | number)[], message: issue.message })),
  );
}

const bumpDraftRevision = (db: Db) =>
  db
    .update(catalogueState)
    .set({ draftRevision: sql`${catalogueState.draftRevision} + 1` })
    .run();

/** Each model a bracket set names that the draft does not hold, with its place. */
function unknownModelProblems(db: Db, fittings: readonly CatalogueFitting[]): FieldProblem[] {
  const known = new Set(rowsOf(db, catalogueModels, "draft").map((model) => model.id));
  return fittings.flatMap((fitting, index) =>
    (fitting.modelIds ?? [])
      .filter((id) => !known.has(id))
      .map((id) => ({ path: [index, "modelIds"], message: `There is no model with the id ${id}.` })),
  );
}

/**
 * Validates the whole list of valves and brackets (the models brackets name must be the draft's) and replaces the
 * draft's in one transaction.
 */
export function saveFittingsDraft(input: unknown, db: Db = getDb()): CatalogueFitting[] {
  seedCatalogue(db);
  const fittings = checked(fittingsSchema.safeParse(input), invalidFittingsMessage);
  db.transaction((tx) => {
    const t = tx as unknown as Db;
    const problems = unknownModelProblems(t, fittings);
    if (problems.length > 0) throw new CatalogueRuleError(invalidFittingsMessage, 400, problems);
    t.delete(catalogueFittings).where(eq(catalogueFittings.version, "draft")).run();
    writeFittings(t, "draft", fittings);
    bumpDraftRevision(t);
  });
  return fittings;
}

function draftSeriesOf(db: Db, modelId: string): string | undefined {
  return db
    .select({ seriesId: catalogueModels.seriesId })
    .from(catalogueModels)
    .where(and(eq(catalogueModels.version, "draft"), eq(catalogueModels.id, modelId)))
    .get()?.seriesId;
}

function deleteModel(db: Db, version: CatalogueVersion, modelId: string): void {
  db.delete(catalogueModels)
    .where(and(eq(catalogueModels.version, version), eq(catalogueModels.id, modelId)))
    .run();
  db.delete(catalogueFinishes)
    .where(and(eq(catalogueFinishes.version, version), eq(catalogueFinishes.modelId, modelId)))
    .run();
  db.delete(catalogueSizes)
    .where(and(eq(catalogueSizes.version, version), eq(catalogueSizes.modelId, modelId)))
    .run();
}

const versionedTables = [
  catalogueSeries,
  catalogueModels,
  catalogueFinishes,
  catalogueSizes,
  catalogueFittings,
] as const;

/**
 * Makes the draft what visitors see, in one transaction, and keeps it as a catalogue version. Nothing happens
 * when the draft has not changed since the last publish.
 */
export function publishCatalogue(db: Db = getDb()): CatalogueStatus {
  seedCatalogue(db);
  db.transaction((tx) => {
    const t = tx as unknown as Db;
    const state = t.select().from(catalogueState).get()!;
    if (state.draftRevision === state.publishedRevision) return;
    const at = now();
    const before = { catalogue: readCatalogue(t, "published"), publishedAt: state.publishedAt };
    recordCatalogueVersion(t, before, readCatalogue(t, "draft"), at);
    for (const table of versionedTables) {
      const { name, columns } = getTableConfig(table);
      const others = columns
        .map((c) => `"${c.name}"`)
        .filter((c) => c !== '"version"')
        .join(", ");
      tx.run(sql.raw(`DELETE FROM "${name}" WHERE version = 'published'`));
      tx.run(
        sql.raw(
          `INSERT INTO "${name}" (version, ${others}) SELECT 'published', ${others} FROM "${name}" WHERE version = 'draft'`,
        ),
      );
    }
    t.update(catalogueState)
      .set({ publishedRevision: sql`${catalogueState.draftRevision}`, publishedAt: at })
      .run();
    changed([catalogueKey]);
  });
  return catalogueStatus(db);
}

/**
 * Puts the catalogue of a kept version into the draft, whole, in one transaction; what visitors see does not
 * change until the draft is published. A version whose figures today's rules refuse is not restored; one kept
 * before prices were gets the prices migration 0009 gave the database.
 */
export function restoreCatalogueVersion(number: number, db: Db = getDb()): Catalogue {
  seedCatalogue(db);
  const kept = catalogueOfVersion(db, number);
  if (!kept) throw new CatalogueRuleError(catalogueVersionNotFoundMessage, 404);
  const catalogue = withDefaultPrices(kept);
  for (const model of catalogue.models) {
    const checked = modelSchema.safeParse(model);
    if (!checked.success)
      throw new CatalogueRuleError(
        `Version ${number} cannot be restored: ${model.name} has figures today's rules refuse (${checked.error.issues[0]!.message}).`,
        400,
      );
  }
  const fittings = fittingsSchema.safeParse(catalogue.fittings);
  if (!fittings.success)
    throw new CatalogueRuleError(
      `Version ${number} cannot be restored: its fittings have figures today's rules refuse (${fittings.error.issues[0]!.message}).`,
      400,
    );
  db.transaction((tx) => {
    const t = tx as unknown as Db;
    for (const table of versionedTables) t.delete(table).where(eq(table.version, "draft")).run();
    writeCatalogue(t, "draft", catalogue);
    bumpDraftRevision(t);
  });
  return readCatalogue(db, "draft");
}
