import { describe, expect, it } from "vitest";

import type { Section } from "~/lib/page-model";

import { textSection } from "../../tests/support/fixtures";
import { moveByOne, reorderAfterDrop } from "./sortable-list";

const ids = (sections: Section[] | null) => sections?.map((s) => s.id) ?? null;

describe("reorderAfterDrop (docs/product.md#states)", () => {
  const list = ["a", "b", "c"].map(textSection);

  it("moves the dragged section to where it was dropped", () => {
    expect(ids(reorderAfterDrop(list, "a", "c"))).toEqual(["b", "c", "a"]);
    expect(ids(reorderAfterDrop(list, "c", "a"))).toEqual(["c", "a", "b"]);
  });

  it("changes nothing for a drop outside the list or on itself", () => {
    expect(reorderAfterDrop(list, "b", null)).toBeNull();
    expect(reorderAfterDrop(list, "b", "b")).toBeNull();
    expect(reorderAfterDrop(list, "b", "gone")).toBeNull();
  });
});

describe("moveByOne: a keyboard move of one place", () => {
  const list = ["a", "b", "c"].map(textSection);

  it("trades places with the neighbour above or below", () => {
    expect(ids(moveByOne(list, "b", -1))).toEqual(["b", "a", "c"]);
    expect(ids(moveByOne(list, "b", 1))).toEqual(["a", "c", "b"]);
  });

  it("does nothing at either end of the list", () => {
    expect(moveByOne(list, "a", -1)).toBeNull();
    expect(moveByOne(list, "c", 1)).toBeNull();
    expect(moveByOne(list, "gone", 1)).toBeNull();
  });
});
