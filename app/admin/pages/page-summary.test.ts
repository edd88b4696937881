import { describe, expect, it } from "vitest";

import { editorHref, lastChanged, publicPath, statusLabels } from "./page-summary";

describe("the page list's words and links (docs/product.md#routes, docs/product.md#publishing)", () => {
  it("opens the page builder on a page, home as _home", () => {
    expect(editorHref("")).toBe("/admin/dashboard?page=_home");
    expect(editorHref("untitled-1700000000000")).toBe("/admin/dashboard?page=untitled-1700000000000");
  });

  it("shows where visitors find a page", () => {
    expect(publicPath("")).toBe("/");
    expect(publicPath("about")).toBe("/about");
  });

  it("names the three states", () => {
    expect(statusLabels).toEqual({ published: "Published", draft: "Draft", changes: "Unpublished changes" });
  });

  it("dates the last change briefly", () => {
    expect(lastChanged(new Date(2026, 10, 22, 12).toISOString())).toBe("22 Nov 2026");
    expect(lastChanged("")).toBe("");
  });
});
