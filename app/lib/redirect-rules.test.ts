import { describe, expect, it } from "vitest";

import { fromPathProblem, normalizeRedirectPath, readTypedTarget, redirectMessages } from "./redirect-rules";
import { reservedSlugs } from "./slug";

describe("old addresses (docs/product.md#redirects)", () => {
  it.each([
    ["  Old-Offer/ ", "/old-offer"],
    ["/a//B///", "/a/b"],
    ["/", "/"],
    ["   ", ""],
  ])(
    "are normalised (trimmed, a leading slash, no trailing slash, lower case, single slashes): %j is %j",
    (typed, path) => expect(normalizeRedirectPath(typed)).toBe(path),
  );

  it("must be a path of their own, never the home page, a built-in page, a screen or a file of the site", () => {
    expect(fromPathProblem("/old-offer/summer.html")).toBeNull();
    expect(fromPathProblem("/collection/old-series")).toBeNull();
    expect(fromPathProblem("")).toBe(redirectMessages.fromRequired);
    for (const path of ["/a?b", "/a#b", "/a b", "/../etc", `/${"x".repeat(300)}`])
      expect(fromPathProblem(path)).toBe(redirectMessages.fromFormat);
    for (const path of ["/", "/admin", "/api/admin/pages", "/media/x.png", "/robots.txt", "/sitemap.xml"])
      expect(fromPathProblem(path)).toBe(redirectMessages.fromBuiltIn);
    for (const slug of reservedSlugs) expect(fromPathProblem(`/${slug}`)).toBe(redirectMessages.fromBuiltIn);
  });
});

describe("typed targets", () => {
  const origin = "https://tepore.test";

  it("reads a path on this site, keeping its query and fragment", () => {
    expect(readTypedTarget("/New-Page/?x=1#top")).toEqual({ kind: "path", path: "/new-page?x=1#top" });
    expect(readTypedTarget(`${origin}/contact?x=1`, origin)).toEqual({ kind: "path", path: "/contact?x=1" });
  });

  it("reads an http(s) address elsewhere as another site's", () => {
    expect(readTypedTarget("https://example.com/a", origin)).toEqual({
      kind: "external",
      url: "https://example.com/a",
    });
    expect(readTypedTarget(`${origin}.evil.example/`, origin)?.kind).toBe("external");
  });

  it("refuses what browsers would read as another site, other schemes and anything unreadable", () => {
    for (const typed of ["//evil.example", "/\\evil.example", "javascript:alert(1)", "mailto:a@b.c", "new page", ""])
      expect(readTypedTarget(typed, origin)).toBeNull();
  });
});
