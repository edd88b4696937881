import { describe, expect, it } from "vitest";

import { isPlaceholder, placeholderProblems } from "./placeholders";
import { item, section } from "./test-sections";

describe("placeholderProblems", () => {
  it("finds the default strings and Lorem ipsum, once per section, naming them", () => {
    const problems = placeholderProblems([
      section("a", { title: "Hero Section", content: "Lorem ipsum dolor sit amet, consectetur adipiscing elit." }),
      section("b", {
        type: "testimonial",
        items: [item("1", { title: "Customer Name" }), item("2", { title: "Customer Name", content: "Lovely." })],
      }),
      section("c"),
    ]);
    expect(problems).toEqual([
      {
        rule: "placeholder",
        sectionId: "a",
        message: "Placeholder text left: “Hero Section” and “Lorem ipsum dolor sit amet, consectet…”.",
      },
      { rule: "placeholder", sectionId: "b", message: "Placeholder text left: “Customer Name”." },
    ]);
  });

  it("matches whole strings only, whatever the case and spacing", () => {
    expect(isPlaceholder("  image DESCRIPTION ")).toBe(true);
    expect(isPlaceholder("Feature description")).toBe(true);
    expect(isPlaceholder("A feature description of our Retto")).toBe(false);
    expect(isPlaceholder("")).toBe(false);
  });
});
