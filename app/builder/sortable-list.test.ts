import { describe, expect, it } from "vitest";
import type { Section } from "~/lib/page-model";
import { reorderAfterDrop } from "./sortable-list";

const section = (id: string): Section => ({
  id,
  type: "text",
  layout: "centered",
  title: id,
  content: "",
  imageUrl: "",
  backgroundColor: "#ffffff",
});
const ids = (sections: Section[] | null) => sections?.map((s) => s.id) ?? null;

describe("reorderAfterDrop (docs/product.md#states)", () => {
  const list = ["a", "b", "c"].map(section);

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
