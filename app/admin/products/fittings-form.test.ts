import { describe, expect, it } from "vitest";

import { catalogueSeed } from "~/content/catalogue";
import { fittingsSchema } from "~/lib/catalogue/catalogue-schema";

import { emptyFitting, fittingsUnsaved, fromFittingDrafts, toFittingDrafts } from "./fittings-form";

const { fittings } = catalogueSeed;

describe("the Products form's valves and brackets", () => {
  it("turns the fittings into text fields and back unchanged", () => {
    expect(fittingsSchema.parse(fromFittingDrafts(toFittingDrafts(fittings)))).toEqual(fittings);
  });

  it("keeps a price that is not a number as typed, so validation names the field", () => {
    const drafts = toFittingDrafts(fittings);
    drafts[2]!.price = "forty";
    expect(fittingsSchema.safeParse(fromFittingDrafts(drafts)).error?.issues.map((i) => [i.path, i.message])).toEqual([
      [[2, "price"], "Price must be a number of pounds."],
    ]);
  });

  it("has unsaved changes only when a figure differs: '45.0' is 45, a new row is a change", () => {
    const drafts = toFittingDrafts(fittings);
    drafts[0]!.price = "45.0";
    expect(fittingsUnsaved(drafts, fittings)).toBe(false);
    expect(fittingsUnsaved([...drafts, emptyFitting()], fittings)).toBe(true);
  });

  it("sends the models a bracket set or electric part fits, none for every model, and never a list on valves", () => {
    const drafts = toFittingDrafts(fittings);
    const feet = drafts.findIndex((d) => d.id === "floor-feet");
    drafts[feet]!.modelIds = ["breva"];
    drafts[0]!.modelIds = ["breva"];
    const element = drafts.findIndex((d) => d.kind === "element");
    drafts[element]!.modelIds = ["augusto-towel-rail"];
    const [valves] = fromFittingDrafts(drafts) as { modelIds?: string[] }[];
    expect(valves).not.toHaveProperty("modelIds");
    expect((fromFittingDrafts(drafts) as { modelIds?: string[] }[])[feet]!.modelIds).toEqual(["breva"]);
    expect((fromFittingDrafts(drafts) as { modelIds?: string[] }[])[element]!.modelIds).toEqual(["augusto-towel-rail"]);
    expect(fittingsUnsaved(drafts, fittings)).toBe(true);
    drafts[feet]!.modelIds = [];
    expect(fittingsSchema.safeParse(fromFittingDrafts(drafts)).error?.issues.map((i) => [i.path, i.message])).toEqual([
      [[feet, "modelIds"], "Choose the models it fits, or ‘Every model’."],
    ]);
  });
});
