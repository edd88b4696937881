import { describe, expect, it } from "vitest";

import { commonStyle, defineSection, type ItemFields, itemsField, type SectionFields, type StyleFields } from "./types";

describe("a section type's declared fields (docs/decisions/180, 203)", () => {
  it("give a kind only to the props whose value it holds (tsc checks this file)", () => {
    const fields: SectionFields = {
      count: { kind: "number", label: "How many", min: 1, max: 6 },
      // @ts-expect-error a title is words, not a number
      title: { kind: "number", label: "Title" },
      // @ts-expect-error a select declares its choices
      reference: { kind: "select", label: "Model" },
    };
    // @ts-expect-error a colour is a string, not a switch
    const style: StyleFields = { backgroundColor: { kind: "toggle", label: "Dark" } };
    // @ts-expect-error an item's words are not rich text, and an item has a title
    const items: ItemFields = { content: { kind: "rich-text", label: "Quote" } };
    expect([fields, style, items]).toHaveLength(3);
  });

  it("give every type the common Style tab unless it declares its own, and items the tab named 'Items'", () => {
    const declaration = {
      type: "note",
      name: "Note",
      tab: "Text",
      order: 1,
      layouts: {},
      fields: {},
      defaults: () => ({ title: "" }),
    };
    expect(defineSection(declaration).style).toBe(commonStyle);
    const own = { backgroundColor: { kind: "colour", label: "Paper" } } as const;
    expect(defineSection({ ...declaration, style: own }).style).toBe(own);
    const fields = { title: { kind: "text", label: "Name" }, content: { kind: "lines", label: "Words" } } as const;
    expect(itemsField("Note", fields)).toEqual({ kind: "items", label: "Items", noun: "Note", fields });
  });
});
