import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { pageQuery, pageQueryKeys } from "./page-query-keys";

/** Public code: everything under app/ but the admin, the builder and their routes. */
function publicSources(folder = "app"): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory())
      return /^app\/(admin|builder|routes\/admin|routes\/api)$/.test(file) ? [] : publicSources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe("the query parameters public pages read", () => {
  it("are all named, so the page cache never drops one a page needs", () => {
    const read = publicSources().flatMap((file) => {
      const source = readFileSync(file, "utf8");
      const calls = [...source.matchAll(/(?:params|searchParams)\.(?:get|getAll|has)\("([^"]+)"\)/g)];
      const named = [...source.matchAll(/Param = "([^"]+)"/g)];
      return [...calls, ...named].map((match) => match[1]!);
    });
    expect(read.length).toBeGreaterThan(10);
    expect(read.filter((key) => !pageQueryKeys.has(key))).toEqual([]);
  });

  it("keeps those and drops every other parameter", () => {
    expect(pageQuery(new URLSearchParams("v=3&category=modern&utm_source=mail&finish=white"))).toBe(
      "?category=modern&finish=white",
    );
    expect(pageQuery(new URLSearchParams("v=3"))).toBe("");
  });
});
