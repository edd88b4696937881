import { describe, expect, it } from "vitest";

import { altTextProblems, itemCaptionAlt } from "./alt-text";
import { item, section } from "./test-sections";

const library: Record<string, string> = { "/media/described.jpg": "A white column radiator", "/media/bare.jpg": "" };
const altOf = (url: string) => library[url];

describe("altTextProblems", () => {
  it("finds item pictures with no alt text in the library and no caption, by their place", () => {
    const gallery = section("g", {
      type: "gallery",
      items: [
        item("1", { imageUrl: "/media/described.jpg" }),
        item("2", { imageUrl: "/media/bare.jpg" }),
        item("3", { imageUrl: "/media/bare.jpg", content: "Retto in anthracite" }),
        item("4", { imageUrl: "/media/bare.jpg", content: "Image description" }),
        item("5"),
      ],
    });
    expect(altTextProblems([gallery], altOf)).toEqual([
      {
        rule: "alt-text",
        sectionId: "g",
        message:
          "Pictures 2, 4 have no alt text. Describe them with 'Add alt text' beside the picture or in the Media Library, or give a caption.",
      },
    ]);
  });

  it("takes a feature's title as its picture's alt, and leaves decorative pictures alone", () => {
    const features = section("f", {
      type: "features",
      items: [item("1", { imageUrl: "/media/bare.jpg", title: "Feature Title" })],
    });
    const hero = section("h", { type: "hero", imageUrl: "/media/bare.jpg" });
    expect(altTextProblems([features, hero], altOf).map((p) => p.message)).toEqual([
      "Picture 1 has no alt text. Describe it with 'Add alt text' beside the picture or in the Media Library, or give a caption.",
    ]);
  });

  it("falls back to the caption, never to placeholder words", () => {
    expect(itemCaptionAlt({ title: "Gallery Item", content: "Image description" })).toBe("");
    expect(itemCaptionAlt({ title: "Volo", content: "" })).toBe("Volo");
    expect(itemCaptionAlt({ title: "Volo", content: "Volo in chrome" })).toBe("Volo in chrome");
  });
});
