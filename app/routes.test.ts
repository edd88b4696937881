import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";

import { isReservedSlug, slugError } from "~/lib/slug";

import routes from "./routes";

describe("reserved slugs", () => {
  /** The first segment of every path app/routes.ts routes, that a page's slug could take. */
  const routed = (entries: readonly RouteConfigEntry[]): string[] =>
    entries.flatMap((entry) => [entry.path?.split("/")[0] ?? "", ...routed(entry.children ?? [])]);

  it("reserves every path the routes own, and the folders of static files, uploads and build assets", () => {
    const owned = [...routed(routes), "assets", "img", "media"].filter(
      (segment) => segment && slugError(segment) === null,
    );
    expect(owned).toContain("radiator-sizing");
    for (const slug of owned) expect(isReservedSlug(slug), slug).toBe(true);
    expect(isReservedSlug("winter-offers")).toBe(false);
    expect(isReservedSlug("")).toBe(false);
  });
});
