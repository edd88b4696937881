import { beforeAll, describe, expect, it } from "vitest";
import type { Section } from "~/lib/page-model";
import { loadSectionTypes } from "~/sections/section-types";
import {
  describeChange,
  describeDetailsChange,
  emptyHistory,
  historyLimit,
  recorded,
  recordedDetails,
  redone,
  undone,
} from "./history";
import { undoKey } from "./use-undo-history";

beforeAll(loadSectionTypes);

const section = (id: string, type: string, extra: Partial<Section> = {}): Section => ({
  id,
  type,
  layout: "default",
  title: id,
  content: "",
  imageUrl: "",
  backgroundColor: "#ffffff",
  ...extra,
});
const hero = section("h", "hero");
const quotes = section("t", "testimonial", { items: [] });
const text = section("x", "text");

describe("what a change did, in words", () => {
  it("names additions, deletions and moves by the section's type", () => {
    expect(describeChange([hero], [hero, quotes])).toBe("add Testimonial Section");
    expect(describeChange([hero, quotes], [hero])).toBe("delete Testimonial Section");
    expect(describeChange([hero, quotes, text], [quotes, text, hero])).toBe("move Hero Section");
  });

  it("says whether an edit changed the layout, the style, the items or the content", () => {
    expect(describeChange([hero], [{ ...hero, layout: "split" }])).toBe("change the layout of Hero Section");
    expect(describeChange([hero], [{ ...hero, backgroundColor: "#000000" }])).toBe("change the style of Hero Section");
    const item = { id: "i", title: "Ann", content: "Warm", imageUrl: "" };
    expect(describeChange([quotes], [{ ...quotes, items: [item] }])).toBe("edit the items of Testimonial Section");
    expect(describeChange([hero], [{ ...hero, title: "New", layout: "split" }])).toBe("edit Hero Section");
  });
});

describe("undo and redo", () => {
  it("step back and forward through the changes, and a new change ends what could be redone", () => {
    let history = recorded(emptyHistory, [hero], [hero, quotes]);
    history = recorded(history, [hero, quotes], [quotes]);
    const back = undone(history)!;
    expect(back).toMatchObject({ sections: [hero, quotes], label: "delete Hero Section" });
    const backAgain = undone(back.history)!;
    expect(backAgain).toMatchObject({ sections: [hero], label: "add Testimonial Section" });
    expect(undone(backAgain.history)).toBeNull();
    const forward = redone(backAgain.history)!;
    expect(forward).toMatchObject({ sections: [hero, quotes], label: "add Testimonial Section" });
    const branched = recorded(forward.history, [hero, quotes], [hero, quotes, text]);
    expect(redone(branched)).toBeNull();
    expect(undone(branched)!.sections).toEqual([hero, quotes]);
  });

  it("keep no change that changed nothing, and at most the last changes", () => {
    expect(recorded(emptyHistory, [hero], [hero])).toBe(emptyHistory);
    let history = emptyHistory;
    for (let n = 0; n < historyLimit + 5; n++) history = recorded(history, [], [section(`s${n}`, "text")]);
    expect(history.past).toHaveLength(historyLimit);
  });

  it("undo a change of the page settings by saving the settings before it, and redo it with those after", () => {
    const before = { title: "Winter", slug: "winter", description: "" };
    const after = { title: "Winter Offers", slug: "winter-offers", description: "" };
    expect(describeDetailsChange(before, { ...before, title: "Snow" })).toBe("change the page title");
    expect(describeDetailsChange(before, { ...before, slug: "snow" })).toBe("change the page's URL");
    expect(describeDetailsChange(before, { ...before, description: "Cosy." })).toBe("change the meta description");
    expect(describeDetailsChange(before, after)).toBe("change the page settings");
    const history = recordedDetails(emptyHistory, [hero], before, after);
    const back = undone(history)!;
    expect(back).toMatchObject({ sections: [hero], details: before, label: "change the page settings" });
    expect(redone(back.history)).toMatchObject({ sections: [hero], details: after });
    expect(recordedDetails(emptyHistory, [hero], before, before)).toBe(emptyHistory);
  });

  it("answer Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y and their Cmd twins", () => {
    const press = (key: string, extra: Partial<KeyboardEvent> = {}) =>
      undoKey({ key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...extra });
    expect(press("z", { ctrlKey: true })).toBe("undo");
    expect(press("z", { metaKey: true })).toBe("undo");
    expect(press("Z", { ctrlKey: true, shiftKey: true })).toBe("redo");
    expect(press("y", { ctrlKey: true })).toBe("redo");
    expect(press("z")).toBeNull();
    expect(press("z", { ctrlKey: true, altKey: true })).toBeNull();
  });
});
