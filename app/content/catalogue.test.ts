import { describe, expect, it } from "vitest";

import { type CatalogueModel, type CatalogueSize, modelSchema } from "~/lib/catalogue/catalogue-schema";
import { roundBtu } from "~/lib/heat-output";

import * as about from "./about";
import { catalogueSeed } from "./catalogue";
import { collectionPages } from "./collection-pages";
import { collections } from "./collections";
import * as design from "./design";
import * as home from "./home";
import * as philosophy from "./philosophy";
import { seriesIds } from "./series";

const { models } = catalogueSeed;
const model = (id: string) => models.find((m) => m.id === id)!;
const faceArea = (s: CatalogueSize) => (s.height * s.width) / 1e6;

describe("catalogue seed", () => {
  it("lists the seven series, each with models", () => {
    expect(catalogueSeed.series.map((s) => s.id)).toEqual([...seriesIds]);
    for (const series of catalogueSeed.series) {
      expect(
        models.some((m) => m.seriesId === series.id),
        series.id,
      ).toBe(true);
    }
  });

  it("passes the catalogue's own validation, with unique model ids and product codes", () => {
    for (const m of models) expect(modelSchema.safeParse(m).error?.issues ?? [], m.id).toEqual([]);
    expect(new Set(models.map((m) => m.id)).size).toBe(models.length);
    const codes = models.flatMap((m) => m.sizes.map((s) => s.code));
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("gives more output, weight and water to a bigger size of the same build", () => {
    for (const m of models) {
      for (const a of m.sizes)
        for (const b of m.sizes) {
          if (a === b || a.variant !== b.variant) continue;
          const atLeast = a.height >= b.height && a.width >= b.width && (a.sections ?? 0) >= (b.sections ?? 0);
          const bigger = a.height > b.height || a.width > b.width || (a.sections ?? 0) > (b.sections ?? 0);
          if (!atLeast || !bigger) continue;
          expect(a.output50, `${a.code} vs ${b.code}`).toBeGreaterThan(b.output50);
          expect(a.weight, `${a.code} vs ${b.code}`).toBeGreaterThanOrEqual(b.weight);
          expect(a.water, `${a.code} vs ${b.code}`).toBeGreaterThanOrEqual(b.water);
        }
    }
  });

  it("scales output with width at one height, and less than proportionally with height", () => {
    const vertical = model("retto-vertical").sizes.filter((s) => s.variant === "Double panel");
    const at = (h: number, w: number) => vertical.find((s) => s.height === h && s.width === w)!.output50;
    expect(at(1800, 600) / at(1800, 300)).toBeCloseTo(2, 1);
    const heightRatio = at(2000, 500) / at(1600, 500);
    expect(heightRatio).toBeGreaterThan(1);
    expect(heightRatio).toBeLessThan(2000 / 1600);
  });

  it("keeps output per square metre of face where real radiators and towel rails are", () => {
    for (const m of models)
      for (const s of m.sizes) {
        const perM2 = s.output50 / faceArea(s);
        const [low, high] = m.kind === "radiator" ? [700, 3200] : [500, 1200];
        expect(perM2, s.code).toBeGreaterThan(low);
        expect(perM2, s.code).toBeLessThan(high);
      }
  });

  it("gives a double panel more than a single, and a deeper column radiator more than a shallower one", () => {
    for (const id of ["retto-horizontal", "retto-vertical"]) {
      const sizes = model(id).sizes;
      for (const single of sizes.filter((s) => s.variant === "Single panel")) {
        const double = sizes.find(
          (s) => s.variant === "Double panel" && s.height === single.height && s.width === single.width,
        )!;
        expect(double.output50 / single.output50, single.code).toBeGreaterThan(1.5);
        expect(double.depth).toBeGreaterThan(single.depth);
      }
    }
    const per = (m: CatalogueModel) => m.sizes.find((s) => s.height === 600 && s.sections === 22)!.output50;
    expect(per(model("augusto-2-column"))).toBeLessThan(per(model("augusto-3-column")));
    expect(per(model("augusto-3-column"))).toBeLessThan(per(model("augusto-4-column")));
  });

  it("builds column radiators in 46 mm sections, and offers towel rails an element no stronger than the rail", () => {
    for (const m of models.filter((m) => m.seriesId === "augusto"))
      for (const s of m.sizes) expect(s.width, s.code).toBe((s.sections ?? 0) * 46);
    for (const m of models.filter((m) => m.kind === "towel-rail"))
      for (const s of m.sizes) {
        expect(s.elementWatts, s.code).not.toBeNull();
        expect(s.elementWatts!, s.code).toBeLessThanOrEqual(s.output50);
      }
  });

  it("dispatches standard sizes in 5 working days in stock finishes and makes to measure in 4 to 6 weeks", () => {
    for (const m of models) {
      expect(
        m.finishes.some((f) => f.standardDays === 5),
        m.id,
      ).toBe(true);
      for (const f of m.finishes) expect(f.madeToMeasureWeeks, `${m.id} ${f.id}`).toEqual([4, 6]);
    }
  });
});

/** Every output the site's copy quotes, with the catalogue size it quotes. */
const quotedOutputs = [
  ["A 600 x 1,400 mm Retto Double gives 2,140 W (7,302 BTU/h) at ΔT50", "retto-double", "RD-600-1400"],
  ["600 x 1,400 mm gives 2,140 W (7,302 BTU/h) at ΔT50", "retto-double", "RD-600-1400"],
  ["The 1,800 x 500 mm double panel gives 1,560 W (5,323 BTU/h) at ΔT50", "retto-vertical", "RV-1800-500-D"],
  ["A 1,800 x 420 mm Flusso Vertical gives 1,180 W (4,026 BTU/h) at ΔT50", "flusso-vertical", "FV-1800-420"],
  ["rising 1,800 mm in soft white", "flusso-vertical", "FV-1800-420"],
  ["It gives 1,180 W (4,026 BTU/h) at ΔT50 from a footprint just 420 mm wide", "flusso-vertical", "FV-1800-420"],
  ["A 3-column, 600 mm high, 22-section Augusto gives 1,330 W (4,538 BTU/h) at ΔT50", "augusto-3-column", "AC3-600-22"],
  ["At 600 mm high with 22 sections it gives 1,330 W (4,538 BTU/h) at ΔT50", "augusto-3-column", "AC3-600-22"],
  ["A 952 x 500 mm rail gives 420 W (1,433 BTU/h) at ΔT50", "augusto-towel-rail", "ATR-952-500"],
  ["The 952 x 500 mm rail gives 420 W (1,433 BTU/h) at ΔT50", "augusto-towel-rail", "ATR-952-500"],
  ["A 1,200 x 500 mm Volo Ladder gives 540 W (1,842 BTU/h) at ΔT50", "volo-ladder", "VL-1200-500"],
  ["Just 300 mm wide and 56 mm deep", "flusso-slim", "FS-1800-300"],
  ["The slimmest Augusto at 70 mm deep", "augusto-2-column", "AC2-600-22"],
  ["The deepest and warmest Augusto at 140 mm", "augusto-4-column", "AC4-600-22"],
  ["A 1,200 x 500 mm Soffio gives 510 W (1,740 BTU/h) at ΔT50", "soffio", "SO-1200-500"],
  ["A 1,200 x 500 mm Breva gives 470 W (1,604 BTU/h) at ΔT50", "breva", "BR-1200-500"],
] as const;
/** Quotes that name the size in the sentence before ("The 1,200 x 500 mm size gives ..."). */
const sizeQuotes = [
  ["The 1,200 x 500 mm size gives 540 W (1,842 BTU/h) at ΔT50", "volo-ladder", "VL-1200-500"],
  ["The 1,200 x 500 mm size gives 510 W (1,740 BTU/h) at ΔT50", "soffio", "SO-1200-500"],
  ["The 1,200 x 500 mm size gives 470 W (1,604 BTU/h) at ΔT50", "breva", "BR-1200-500"],
] as const;

// The copy keeps numbers and their units together with non-breaking spaces; the quotes below use plain ones.
const prose = JSON.stringify([collections, collectionPages, home, design, about, philosophy]).replace(
  /[\u00a0\u202f]/g,
  " ",
);
const numbers = (text: string) => [...text.matchAll(/\d[\d,]*/g)].map((m) => Number(m[0].replace(/,/g, "")));

describe("the figures the site's copy quotes", () => {
  it.each([...quotedOutputs, ...sizeQuotes])("“%s” matches the catalogue (%s %s)", (quote, modelId, code) => {
    expect(prose).toContain(quote);
    const size = model(modelId).sizes.find((s) => s.code === code)!;
    expect(size, code).toBeDefined();
    const watts = quote.match(/([\d,]+) W \(([\d,]+) BTU\/h\)/);
    if (watts) {
      expect(Number(watts[1]!.replace(/,/g, ""))).toBe(size.output50);
      expect(Number(watts[2]!.replace(/,/g, ""))).toBe(roundBtu(size.output50));
    }
    // Every other number is a dimension of the size, a section count or a column count.
    const known = [size.height, size.width, size.depth, size.sections, 3, 50, size.output50, roundBtu(size.output50)];
    for (const n of numbers(quote)) expect(known, `${n} in “${quote}”`).toContain(n);
  });

  it("quotes no output the table above does not check", () => {
    const quoted = prose.match(/[\d,]+ W \([\d,]+ BTU\/h\)/g) ?? [];
    const checked = [...quotedOutputs, ...sizeQuotes].filter(([q]) => /BTU\/h/.test(q));
    expect(quoted.length).toBe(checked.length);
  });
});
