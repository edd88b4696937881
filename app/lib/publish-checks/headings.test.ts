import { describe, expect, it } from "vitest";

import { headingOutline, headingProblems } from "./headings";
import { item, section } from "./test-sections";

const features = (id: string, title: string) =>
  section(id, { type: "features", title, items: [item("1", { title: "Warm" }), item("2", { title: "Quiet" })] });

describe("headingProblems", () => {
  it("finds an untitled section whose items' h3 headings follow the page's h1", () => {
    const sections = [section("hero"), features("f", "")];
    expect(headingOutline(sections).map((h) => h.level)).toEqual([1, 3, 3]);
    expect(headingProblems(sections)).toEqual([
      {
        rule: "headings",
        sectionId: "f",
        message:
          "Heading levels are skipped (h1 to h3): give this section a title, so its items' headings sit under it.",
      },
    ]);
  });

  it("accepts titled sections, and an untitled first section (the page title is its hidden h1)", () => {
    expect(headingProblems([section("a", { title: "" }), features("f", "Why Tepore"), section("c")])).toEqual([]);
    expect(headingOutline([section("a", { title: "" })]).map((h) => h.level)).toEqual([1]);
  });
});
