// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";

import { noSearchSettings, type Section } from "~/lib/page-model";

import { springPage } from "../../tests/support/fixtures";
import {
  forgetPendingEdit,
  lastEditedSlug,
  pendingEditOf,
  rememberPendingEdit,
  rememberWorkingCopy,
} from "./working-copy";

const hero: Section = {
  id: "s1",
  type: "hero",
  layout: "split",
  title: "Spring",
  content: "",
  imageUrl: "",
  backgroundColor: "#ffffff",
};
const page = springPage;
const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? "null") as unknown;

describe("working copy", () => {
  beforeEach(() => localStorage.clear());

  it("stores the page being edited under every docs/product.md#calls-and-storage key", () => {
    rememberWorkingCopy(page, [hero]);
    expect(stored("pageDetails")).toEqual(page);
    expect(stored("pageSections")).toEqual([hero]);
    expect(stored("pageSections_spring")).toEqual([hero]);
    expect(stored("allPageSections")).toEqual({ spring: [hero] });
    expect(stored("allPages")).toEqual([
      { slug: "spring", title: "Spring", description: "", ...noSearchSettings, isPublished: false, isStandard: false },
    ]);
    expect(lastEditedSlug()).toBe("spring");
  });

  it("a rename moves the sections to the new slug and tells other tabs where the page went", () => {
    rememberWorkingCopy(page, [hero]);
    rememberWorkingCopy({ ...page, slug: "spring-2025" }, [hero], "spring");
    expect(stored("pageSections_spring")).toBeNull();
    expect(stored("pageSections_spring-2025")).toEqual([hero]);
    expect(stored("allPageSections")).toEqual({ "spring-2025": [hero] });
    expect(stored("allPages")).toEqual([expect.objectContaining({ slug: "spring-2025" })]);
    expect(stored("pageDetails")).toMatchObject({ slug: "spring-2025", renamedFrom: "spring" });
  });

  it("the home page is stored under the empty slug", () => {
    rememberWorkingCopy({ ...page, slug: "", title: "Home", isStandard: true }, [hero]);
    expect(stored("pageSections_")).toEqual([hero]);
    expect(lastEditedSlug()).toBe("");
  });

  it("keeps unconfirmed edits (tempPageEdits) until the server has them, but never forgets a newer one", () => {
    const first = {
      details: { title: "Spring", slug: "spring", description: "", ...noSearchSettings },
      sections: [hero],
      editedAt: 100,
    };
    const newer = { ...first, sections: [], editedAt: 200 };
    rememberPendingEdit("spring", first);
    expect(pendingEditOf("spring")).toEqual(first);
    rememberPendingEdit("spring", newer);
    forgetPendingEdit("spring", first);
    expect(pendingEditOf("spring")).toEqual(newer);
    forgetPendingEdit("spring", newer);
    expect(pendingEditOf("spring")).toBeNull();
    expect(stored("tempPageEdits")).toEqual({});
  });

  it("treats corrupt stored JSON as empty", () => {
    localStorage.setItem("tempPageEdits", "{oops");
    localStorage.setItem("pageDetails", "[1,2");
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      expect(pendingEditOf("spring")).toBeNull();
      expect(lastEditedSlug()).toBeNull();
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(2);
  });
});
