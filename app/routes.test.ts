import { describe, expect, it } from "vitest";
import { reservedSlugs } from "~/lib/slug";
import routes from "./routes";

describe("the route table and the reserved slugs", () => {
  it("covers the first segment of every fixed path in the route table", () => {
    const segments = new Set<string>();
    const visit = (entries: readonly { path?: string; children?: unknown }[]) => {
      for (const entry of entries) {
        const first = entry.path?.split("/")[0];
        if (first && !first.startsWith(":") && first !== "*" && /^[a-z0-9-]+$/.test(first)) segments.add(first);
        if (Array.isArray(entry.children)) visit(entry.children);
      }
    };
    visit(routes);
    expect(segments.size).toBeGreaterThan(10);
    for (const segment of segments) expect(reservedSlugs.has(segment), segment).toBe(true);
  });
});
