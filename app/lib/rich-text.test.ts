import { describe, expect, it } from "vitest";

import { sectionSchema } from "./page-model";
import {
  type EditorNode,
  fromEditor,
  plainToRich,
  type RichText,
  richTextSchema,
  richToPlain,
  toEditor,
} from "./rich-text";

const doc: RichText = [
  { type: "paragraph", runs: [{ text: "Made in " }, { text: "Sheffield", marks: ["bold"] }, { text: "." }] },
  { type: "list", items: [[{ text: "Ten-year guarantee", marks: ["italic"] }], [{ text: "Quote", link: "/quote" }]] },
];

describe("rich text", () => {
  it("goes to the editor and back unchanged, and its words are the plain content", () => {
    expect(fromEditor(toEditor(doc))).toEqual(doc);
    expect(richToPlain(doc)).toBe("Made in Sheffield.\n\n• Ten-year guarantee\n• Quote");
    expect(fromEditor(toEditor(plainToRich("One.\n\nTwo.")))).toEqual(plainToRich("One.\n\nTwo."));
  });

  it("keeps no script, no javascript: link and no other markup from the editor, only their words", () => {
    const pasted: EditorNode = {
      type: "doc",
      content: [
        { type: "heading", content: [{ type: "text", text: "Big" }] },
        {
          type: "paragraph",
          content: [
            { type: "text", text: "click", marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }] },
            { type: "text", text: "<script>alert(1)</script>", marks: [{ type: "code" }] },
            { type: "image", text: "x" },
          ],
        },
      ],
    };
    expect(fromEditor(pasted)).toEqual([
      { type: "paragraph", runs: [{ text: "Big" }] },
      { type: "paragraph", runs: [{ text: "click" }, { text: "<script>alert(1)</script>" }] },
    ]);
  });

  it("is refused by the section rules with a link that is not allowed or a mark that does not exist", () => {
    const base = {
      id: "t",
      type: "text",
      layout: "centered",
      title: "T",
      content: "c",
      imageUrl: "",
      backgroundColor: "#ffffff",
    };
    expect(sectionSchema.safeParse({ ...base, richContent: doc }).success).toBe(true);
    const bad = (richContent: unknown) => sectionSchema.safeParse({ ...base, richContent }).success;
    expect(bad([{ type: "paragraph", runs: [{ text: "x", link: "javascript:alert(1)" }] }])).toBe(false);
    expect(bad([{ type: "paragraph", runs: [{ text: "x", link: "data:text/html,hi" }] }])).toBe(false);
    expect(bad([{ type: "paragraph", runs: [{ text: "x", marks: ["script"] }] }])).toBe(false);
    expect(bad([{ type: "html", html: "<b>x</b>" }])).toBe(false);
    expect(
      richTextSchema.safeParse([{ type: "paragraph", runs: [{ text: "x", link: "mailto:a@b.co" }] }]).success,
    ).toBe(true);
  });
});
