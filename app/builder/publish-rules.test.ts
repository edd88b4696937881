import { describe, expect, it } from "vitest";

import { hasSlugForPublishing, livePath, previewTitle, publishLabel } from "./publish-rules";

describe("publish rules", () => {
  it("needs a slug to publish; the empty slug counts as set and means home (docs/product.md#validation)", () => {
    expect(hasSlugForPublishing({ slug: "spring" })).toBe(true);
    expect(hasSlugForPublishing({ slug: "" })).toBe(true);
    expect(hasSlugForPublishing({ slug: undefined })).toBe(false);
    expect(hasSlugForPublishing({ slug: null })).toBe(false);
    expect(hasSlugForPublishing({})).toBe(false);
  });

  it("goes to / for home, else /{slug}", () => {
    expect(livePath("")).toBe("/");
    expect(livePath("spring")).toBe("/spring");
  });

  it("names the preview and the publish button as docs/product.md#routes does", () => {
    expect(previewTitle({ slug: "", title: "Home" })).toBe("Home Page Preview");
    expect(previewTitle({ slug: "spring", title: "Spring Offers" })).toBe("Spring Offers Preview");
    expect(publishLabel({ isPublished: false })).toBe("Publish & View Site");
    expect(publishLabel({ isPublished: true })).toBe("Update & View Site");
  });
});
