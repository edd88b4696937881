import { beforeAll, describe, expect, it } from "vitest";

import type { Section } from "~/lib/page-model";
import { loadSectionTypes } from "~/sections/section-types";

import { textSection } from "../../tests/support/fixtures";
import { applySectionEdit, changedFields, editableSection } from "./section-merge";

beforeAll(() => loadSectionTypes());

const opened = editableSection({ ...textSection("a"), title: "Winter Offers", content: "Warm rooms." });
const other = textSection("b");

describe("applySectionEdit: only what this editor changed goes onto the section as it is now", () => {
  it("keeps a field another tab changed meanwhile", () => {
    const elsewhere = { ...opened, title: "Winter Offers, renamed" };
    const edited = { ...opened, content: "Warmer rooms." };
    const { sections, clashes } = applySectionEdit([elsewhere, other], { opened, edited, position: 0 });
    expect(clashes).toEqual([]);
    expect(sections).toEqual([{ ...opened, title: "Winter Offers, renamed", content: "Warmer rooms." }, other]);
  });

  it("names a field changed in both places, and applies this editor's value", () => {
    const elsewhere = { ...opened, title: "From the other tab" };
    const edited = { ...opened, title: "From this tab", richContent: undefined };
    const { sections, clashes } = applySectionEdit([elsewhere], { opened, edited, position: 0 });
    expect(clashes).toEqual(["Title"]);
    expect(sections[0]!.title).toBe("From this tab");
  });

  it("is no clash when both places made the same change", () => {
    const edited = { ...opened, title: "Same" };
    expect(applySectionEdit([edited], { opened, edited, position: 0 }).clashes).toEqual([]);
  });

  it("removes a field the editor cleared", () => {
    const withAnchor: Section = { ...opened, anchor: "offers" };
    const edited = { ...withAnchor, anchor: undefined };
    const { sections } = applySectionEdit([withAnchor], { opened: withAnchor, edited, position: 0 });
    expect("anchor" in sections[0]!).toBe(false);
  });

  it("brings back a section removed elsewhere, where it was, as a clash", () => {
    const edited = { ...opened, title: "Still wanted" };
    const { sections, clashes } = applySectionEdit([other], { opened, edited, position: 0 });
    expect(sections.map((section) => section.title)).toEqual(["Still wanted", "b"]);
    expect(clashes).toEqual([]);
    expect(applySectionEdit([other], { opened, edited, position: 0 }).removed).toBe(true);
  });
});

describe("changedFields", () => {
  it("lists the fields that differ, also one only one copy has", () => {
    expect(changedFields(opened, { ...opened, title: "x", anchor: "y" })).toEqual(["title", "anchor"]);
  });
});
