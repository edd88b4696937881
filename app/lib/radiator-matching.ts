import { collectionPageOf, leadTimes, modelPath, seriesOf } from "~/lib/catalogue/catalogue-queries";
import type { Catalogue, CatalogueFinish, CatalogueModel, CatalogueSize } from "~/lib/catalogue/catalogue-schema";
import { outputAt, roundBtu, roundWatts } from "~/lib/heat-output";
import { fitsWall, openWall, type WallSpace } from "~/lib/radiator-plan";

/**
 * From a room's heat need to the sizes of the range that meet it at the buyer's ΔT: one radiator where a size
 * is big enough, otherwise two of one size (a large room is better heated from two places). Towel rails are
 * offered for bathrooms only.
 */

export interface SizeMatch {
  size: CatalogueSize;
  /** 1, or 2 when no single size is enough. */
  count: 1 | 2;
  /** Whole watts of one radiator at the buyer's ΔT. */
  wattsEach: number;
  /** Whole watts of all of them together, never below the need. */
  watts: number;
  btu: number;
}

export interface ModelMatch {
  model: CatalogueModel;
  finish: CatalogueFinish;
  /** The model page's path; the page adds the finish, the system and the size to it. */
  path: string;
  leadTime: string;
  /** Smallest sufficient output first. */
  sizes: SizeMatch[];
}

export interface SeriesMatch {
  seriesId: string;
  seriesName: string;
  models: ModelMatch[];
}

/** How many sizes each model offers at most, smallest first: enough to choose a shape, short enough to read. */
export const sizesPerModel = 4;

/** Every finish of the range once, in catalogue order. */
export function rangeFinishes(catalogue: Catalogue): CatalogueFinish[] {
  const seen = new Map<string, CatalogueFinish>();
  for (const model of catalogue.models) for (const f of model.finishes) if (!seen.has(f.id)) seen.set(f.id, f);
  return [...seen.values()];
}

function matchSizes(model: CatalogueModel, need: number, dT: number, wall: WallSpace): SizeMatch[] {
  const each = model.sizes
    .filter((size) => fitsWall(size, wall))
    .map((size) => ({ size, exact: outputAt(size.output50, dT, model.exponent) }));
  const fits = (count: 1 | 2) =>
    each
      .filter(({ exact }) => exact * count >= need)
      .sort((a, b) => a.exact - b.exact)
      .map(({ size, exact }): SizeMatch => {
        const watts = roundWatts(exact * count);
        return { size, count, wattsEach: roundWatts(exact), watts, btu: roundBtu(watts) };
      });
  const single = fits(1);
  return (single.length > 0 ? single : fits(2)).slice(0, sizesPerModel);
}

/**
 * The models of the range, in the finish asked for, whose sizes that fit the wall meet `need` watts at `dT`,
 * grouped by series.
 */
export function matchRadiators(
  catalogue: Catalogue,
  need: number,
  dT: number,
  finishId: string,
  bathroom: boolean,
  wall: WallSpace = openWall,
): SeriesMatch[] {
  const groups: SeriesMatch[] = [];
  for (const model of catalogue.models) {
    if (model.kind === "towel-rail" && !bathroom) continue;
    const finish = model.finishes.find((f) => f.id === finishId);
    if (!finish) continue;
    const sizes = dT > 0 ? matchSizes(model, need, dT, wall) : [];
    if (sizes.length === 0) continue;
    const series = seriesOf(catalogue, model);
    const seriesId = series?.id ?? collectionPageOf(catalogue, model);
    let group = groups.find((g) => g.seriesId === seriesId);
    if (!group) groups.push((group = { seriesId, seriesName: series?.name ?? model.name, models: [] }));
    const lead = leadTimes(finish);
    group.models.push({
      model,
      finish,
      path: modelPath(catalogue, model),
      leadTime: `${lead.standard} (made to measure ${lead.madeToMeasure})`,
      sizes,
    });
  }
  return groups;
}
