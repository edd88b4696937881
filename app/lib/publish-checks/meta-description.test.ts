import { describe, expect, it } from "vitest";

import { metaDescriptionProblems, shortDescription } from "./meta-description";

describe("metaDescriptionProblems", () => {
  it("asks for a description when there is none, and a longer one when it is short", () => {
    expect(metaDescriptionProblems({ description: "  " })).toEqual([
      {
        rule: "meta-description",
        sectionId: null,
        message: "The page has no meta description. Add one in Page Settings.",
      },
    ]);
    expect(metaDescriptionProblems({ description: "Radiators." })[0]?.message).toBe(
      "The meta description is short (10 characters). Aim for 150–160 in Page Settings.",
    );
    expect(metaDescriptionProblems({ description: "x".repeat(shortDescription) })).toEqual([]);
  });
});
