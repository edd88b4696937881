import { describe, expect, it } from "vitest";

import { catalogueSeed } from "~/content/catalogue";
import { fitsModel, fittingsSchema, modelSchema } from "~/lib/catalogue/catalogue-schema";

const model = catalogueSeed.models.find((m) => m.id === "breva")!;
const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join("."), issue.message]);

describe("the catalogue's price rules", () => {
  it("takes a size's price in whole pounds from £1 to £50,000, and says what is wrong", () => {
    const priced = (price: unknown) =>
      modelSchema.safeParse({ ...model, sizes: [{ ...model.sizes[0]!, price }, ...model.sizes.slice(1)] });
    expect(priced(1).success).toBe(true);
    expect(messages(priced(12.5))).toEqual([["sizes.0.price", "Price must be whole pounds, without pence."]]);
    expect(messages(priced(0))).toEqual([["sizes.0.price", "Price must be at least £1."]]);
    expect(messages(priced(60000))).toEqual([["sizes.0.price", "Price must be at most £50,000."]]);
    expect(messages(priced("£400"))).toEqual([["sizes.0.price", "Price must be a number of pounds."]]);
  });

  it("takes a finish's surcharge as a whole percentage from 0 to 300", () => {
    const surcharged = (surchargePercent: unknown) =>
      modelSchema.safeParse({ ...model, finishes: [{ ...model.finishes[0]!, surchargePercent }] });
    expect(surcharged(0).success).toBe(true);
    expect(messages(surcharged(-5))).toEqual([["finishes.0.surchargePercent", "Surcharge must be 0 % or more."]]);
    expect(messages(surcharged(12.5))).toEqual([
      ["finishes.0.surchargePercent", "Surcharge must be a whole percentage."],
    ]);
    expect(messages(surcharged(301))).toEqual([["finishes.0.surchargePercent", "Surcharge must be at most 300 %."]]);
  });

  it("checks each fitting's kind, name and price, and refuses an id used twice", () => {
    const [first, second] = catalogueSeed.fittings;
    expect(fittingsSchema.safeParse(catalogueSeed.fittings).success).toBe(true);
    expect(
      messages(
        fittingsSchema.safeParse([
          { ...first!, kind: "taps", name: " " },
          { ...second!, id: first!.id, price: 0 },
        ]),
      ),
    ).toEqual([
      ["0.kind", "Choose valves, brackets, an electric element or a dual-fuel T-piece."],
      ["0.name", "Enter the fitting's name."],
      ["1.price", "Price must be at least £1."],
    ]);
    expect(messages(fittingsSchema.safeParse([first, { ...second!, id: first!.id }]))).toEqual([
      ["1.id", "Each fitting's id may appear once."],
    ]);
  });

  it("lets brackets name the models they fit, and refuses an empty, repeated or valves' list", () => {
    const feet = catalogueSeed.fittings.find((f) => f.id === "floor-feet")!;
    const valves = catalogueSeed.fittings.find((f) => f.kind === "valves")!;
    const { modelIds: _every, ...anyModel } = feet;
    expect(fittingsSchema.safeParse([anyModel, { ...valves, id: "v" }]).success).toBe(true);
    expect(
      messages(
        fittingsSchema.safeParse([
          { ...feet, modelIds: [] },
          { ...feet, id: "twice", modelIds: ["breva", "breva"] },
          { ...valves, modelIds: ["breva"] },
          { ...feet, id: "bad", modelIds: ["Not an id"] },
        ]),
      ),
    ).toEqual([
      ["0.modelIds", "Choose the models it fits, or ‘Every model’."],
      ["1.modelIds", "Each model once."],
      ["2.modelIds", "Valves fit every model; only brackets, feet and electric parts name the models they fit."],
      ["3.modelIds.0", "Use lower-case letters, digits and single hyphens."],
    ]);
  });
});

describe("the catalogue's electric parts", () => {
  it("takes an electric element and a dual-fuel T-piece as fittings, priced and edited like any other", () => {
    const element = catalogueSeed.fittings.find((f) => f.kind === "element")!;
    const tPiece = catalogueSeed.fittings.find((f) => f.kind === "t-piece")!;
    expect(element).toMatchObject({ id: "thermostatic-element-timer", name: "Thermostatic element with timer" });
    expect(tPiece).toMatchObject({ id: "dual-fuel-t-piece-chrome", name: "Dual-fuel T-piece", finish: "Chrome" });
    const parts = [
      { ...element, modelIds: ["augusto-towel-rail"] },
      { ...tPiece, id: "t-piece-white", finish: "White", price: 35 },
    ];
    expect(fittingsSchema.safeParse(parts).success).toBe(true);
    expect(
      messages(
        fittingsSchema.safeParse([
          { ...element, price: 9.5 },
          { ...tPiece, name: "" },
        ]),
      ),
    ).toEqual([
      ["0.price", "Price must be whole pounds, without pence."],
      ["1.name", "Enter the fitting's name."],
    ]);
  });
});

describe("the seed's brackets and feet", () => {
  it("offers wall brackets with every model and feet only with the models that stand on them", () => {
    const fitting = (id: string) => catalogueSeed.fittings.find((f) => f.id === id)!;
    const takes = (id: string) => catalogueSeed.models.filter((m) => fitsModel(fitting(id), m.id)).map((m) => m.id);
    expect(takes("wall-brackets")).toEqual(catalogueSeed.models.map((m) => m.id));
    const onFeet = catalogueSeed.models.filter((m) => m.description.includes("floor feet")).map((m) => m.id);
    expect(onFeet).toEqual(["augusto-2-column", "augusto-3-column", "augusto-4-column"]);
    expect(takes("floor-feet")).toEqual(onFeet);
    expect(takes("cast-floor-feet")).toEqual(onFeet);
  });

  it("treats a bracket set naming no models, or an empty list, as fitting every model", () => {
    const { modelIds: _every, ...wall } = catalogueSeed.fittings.find((f) => f.id === "floor-feet")!;
    expect(fitsModel(wall, "breva")).toBe(true);
    expect(fitsModel({ ...wall, modelIds: [] }, "breva")).toBe(true);
    expect(fitsModel({ ...wall, modelIds: ["soffio"] }, "breva")).toBe(false);
  });
});
