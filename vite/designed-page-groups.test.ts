import { describe, expect, it } from "vitest";
import { defaultSectionsFor } from "~/content/default-sections";
import { standardPages } from "~/content/standard-pages";
import { designedPageGroups } from "./designed-page-groups";

const typesOn = (slug: string) => new Set(defaultSectionsFor(slug, "").map((section) => section.type));

describe("renderer chunks of one designed page", () => {
  it("hold only types that their page, and no other standard page, shows by default", () => {
    for (const [page, types] of Object.entries(designedPageGroups)) {
      const slug = page === "home" ? "" : page;
      expect(
        types.every((type) => typesOn(slug).has(type)),
        page,
      ).toBe(true);
      for (const other of standardPages.filter((candidate) => candidate.slug !== slug)) {
        expect(
          types.filter((type) => typesOn(other.slug).has(type)),
          `${page} and /${other.slug}`,
        ).toEqual([]);
      }
    }
  });
});
