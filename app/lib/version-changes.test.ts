import { describe, expect, it } from "vitest";

import { noSearchSettings, type Section } from "./page-model";
import { describeChanges, versionChanges } from "./version-changes";

const section = (id: string, title = id): Section => ({
  id,
  type: "text",
  layout: "centered",
  title,
  content: "",
  imageUrl: "",
  backgroundColor: "#ffffff",
});
const details = { title: "Winter", slug: "winter", description: "", ...noSearchSettings };
const content = (sections: Section[], changed: Partial<typeof details> = {}) => ({
  details: { ...details, ...changed },
  sections,
});

describe("versionChanges", () => {
  it("calls a page's first version the first", () => {
    const changes = versionChanges(null, content([section("a")]));
    expect(changes.first).toBe(true);
    expect(describeChanges(changes)).toBe("First published version");
  });

  it("names the search settings in words when they change", () => {
    const changes = versionChanges(content([]), content([], { socialImage: "/media/a.jpg", noindex: true }));
    expect(changes.settings).toEqual(["socialImage", "noindex"]);
    expect(describeChanges(changes)).toBe("Page settings changed (social image, hidden from search engines)");
  });

  it("tells sections added, removed, edited and moved apart, and page settings changed", () => {
    const before = content([section("a"), section("b"), section("c"), section("d")]);
    const after = content([section("c"), section("a"), section("b", "B, retitled"), section("e")], {
      title: "Winter offers",
    });
    const changes = versionChanges(before, after);
    const ids = (refs: { id: string }[]) => refs.map((ref) => ref.id);
    expect(ids(changes.added)).toEqual(["e"]);
    expect(ids(changes.removed)).toEqual(["d"]);
    expect(ids(changes.edited)).toEqual(["b"]);
    expect(ids(changes.moved)).toEqual(["c"]);
    expect(changes.settings).toEqual(["title"]);
    expect(changes.added[0]).toEqual({ id: "e", type: "text", title: "e" });
    expect(describeChanges(changes)).toBe(
      "1 section added, 1 section removed, 1 section edited, 1 section moved, page settings changed (page title)",
    );
  });

  it("says when nothing changed, and counts in the plural", () => {
    const same = content([section("a"), section("b")]);
    expect(describeChanges(versionChanges(same, same))).toBe("No changes");
    const reversed = versionChanges(same, content([section("b"), section("a")]));
    expect(reversed.moved).toHaveLength(1);
    expect(describeChanges(versionChanges(content([]), same))).toBe("2 sections added");
  });
});
