import { describe, expect, it } from "vitest";

import { catalogueSeed } from "~/content/catalogue";
import { modelSchema } from "~/lib/catalogue/catalogue-schema";

import { badRows, fromDraft, hasUnsavedChanges, problemsByPlace, toDraft } from "./model-form";

const model = catalogueSeed.models.find((m) => m.id === "soffio")!;

describe("the Products form's model", () => {
  it("turns a model into text fields and back unchanged", () => {
    expect(modelSchema.parse(fromDraft(toDraft(model)))).toEqual(model);
  });

  it("keeps what is not a number as typed, so validation names the field; an empty element is none", () => {
    const draft = toDraft(model);
    draft.sizes[2]!.height = "12OO";
    draft.sizes[0]!.elementWatts = "";
    const result = modelSchema.safeParse(fromDraft(draft));
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [["sizes", 2, "height"], "Height must be a number."],
    ]);
    expect((fromDraft(draft) as { sizes: { elementWatts: unknown }[] }).sizes[0]!.elementWatts).toBeNull();
  });

  it("places problems by field and lists the bad rows", () => {
    const problems = [
      { path: ["sizes", 4, "width"], message: "Width must be at least 200 mm." },
      { path: ["sizes", 4, "code"], message: "Enter a product code." },
      { path: ["sizes", 0, "output50"], message: "Output must be a whole number of watts." },
    ];
    expect(problemsByPlace(problems).get("sizes.4.width")).toBe("Width must be at least 200 mm.");
    expect(badRows(problems, "sizes")).toEqual([1, 5]);
  });

  it("has unsaved changes only when a figure or word differs from the saved model", () => {
    const draft = toDraft(model);
    expect(hasUnsavedChanges(draft, model)).toBe(false);
    draft.exponent = `${draft.exponent}0`;
    expect(hasUnsavedChanges(draft, model), "1.30 is 1.3").toBe(false);
    draft.sizes[1]!.height = "12OO";
    expect(hasUnsavedChanges(draft, model)).toBe(true);
    draft.sizes[1]!.height = String(model.sizes[1]!.height);
    expect(hasUnsavedChanges(draft, model), "typed back").toBe(false);
    draft.summary += " More.";
    expect(hasUnsavedChanges(draft, model)).toBe(true);
    expect(hasUnsavedChanges({ ...toDraft(model), sizes: toDraft(model).sizes.slice(1) }, model)).toBe(true);
  });
});
