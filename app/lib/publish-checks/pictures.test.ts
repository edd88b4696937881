import { describe, expect, it } from "vitest";

import { noSearchSettings } from "../page-model";
import { publishProblems } from ".";
import { missingPictureProblems } from "./pictures";
import { item, section } from "./test-sections";

describe("missingPictureProblems", () => {
  it("finds the items of a picture gallery with no image, by their place", () => {
    const gallery = section("g", {
      type: "gallery",
      items: [item("1", { imageUrl: "/media/a.jpg" }), item("2"), item("3", { imageUrl: "  " }), item("4")],
    });
    expect(missingPictureProblems([gallery])).toEqual([
      {
        rule: "picture",
        sectionId: "g",
        message:
          "Pictures 2, 3, 4 have no image: visitors would see empty frames. Choose an image for each in the Items tab, or remove them.",
      },
    ]);
  });

  it("names one missing picture alone, and leaves types whose items need no picture alone", () => {
    const inspiration = section("i", { type: "inspiration", items: [item("1")] });
    const features = section("f", { type: "features", items: [item("1"), item("2")] });
    expect(missingPictureProblems([inspiration, features]).map((found) => found.message)).toEqual([
      "Picture 1 has no image: visitors would see an empty frame. Choose an image in the Items tab, or remove it.",
    ]);
  });

  it("is part of the checklist before publishing: a new gallery's blank items are named", () => {
    const gallery = section("g", { type: "gallery", items: [item("1"), item("2")] });
    const details = {
      title: "Winter offers",
      slug: "winter-offers",
      description: "Our winter offers on designer radiators and towel rails, made in Sheffield.",
      ...noSearchSettings,
    };
    const facts = {
      site: { live: new Set<string>(), unpublished: new Map() },
      altOf: () => "",
      colourOf: () => undefined,
    };
    expect(publishProblems({ details, sections: [gallery] }, facts).map((found) => found.rule)).toContain("picture");
  });
});
