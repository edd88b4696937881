import { describe, expect, it } from "vitest";

import { defaultSectionsFor } from "~/content/default-sections";
import { standardPages } from "~/content/standard-pages";

import { sectionSchema, sectionsSchema } from "./page-model";

describe("a section's count, the place of a number field (docs/decisions/203)", () => {
  const section = { id: "s1", type: "spotlight", layout: "", title: "", content: "", imageUrl: "" };
  const parse = (count: unknown) => sectionSchema.safeParse({ ...section, backgroundColor: "#fff", count });
  const messageOf = (count: unknown) => parse(count).error?.issues.map((issue) => issue.message);

  it("leaves every stored section as it was: without one, a section reads and writes back the same", () => {
    const sections = standardPages.flatMap((page) => defaultSectionsFor(page.slug, page.title));
    const before = sectionSchema.omit({ count: true });
    expect(JSON.stringify(sectionsSchema.parse(sections))).toBe(JSON.stringify(before.array().parse(sections)));
    expect(sections.some((stored) => "count" in stored)).toBe(false);
  });

  it("is a whole number from 0 to 10,000, which the server's schema holds it to", () => {
    expect(parse(3).data?.count).toBe(3);
    expect(sectionSchema.parse({ ...section, backgroundColor: "#fff" })).not.toHaveProperty("count");
    expect(messageOf(2.5)).toEqual(["Use a whole number."]);
    expect(messageOf(-1)).toEqual(["Use a number from 0 to 10,000."]);
    expect(messageOf(10_001)).toEqual(["Use a number from 0 to 10,000."]);
    expect(parse("3").success).toBe(false);
  });
});
