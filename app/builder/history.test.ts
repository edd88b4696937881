import { beforeAll, describe, expect, it } from "vitest";

import { noSearchSettings, type Section } from "~/lib/page-model";
import { loadSectionTypes } from "~/sections/section-types";

import {
  describeChange,
  describeDetailsChange,
  emptyHistory,
  historyLimit,
  namedSection,
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
const hero = section("h", "hero", { title: "Winter Offers" });
const quotes = section("t", "testimonial", { items: [], title: "" });
const text = section("x", "text");

describe("what a change did, in words", () => {
  it("names additions, deletions and moves by the section's title and type, or its type when it has no title", () => {
    expect(describeChange([hero], [hero, quotes])).toBe("add Testimonial Section");
    expect(describeChange([hero, quotes], [hero])).toBe("delete Testimonial Section");
    expect(describeChange([hero, quotes, text], [quotes, text, hero])).toBe('move "Winter Offers" Hero Section');
    expect(describeChange([], [text])).toBe('add "x" Text Section');
    expect(describeChange([], [{ ...text, title: "Text Section" }])).toBe("add Text Section");
  });

  it("shortens a long title", () => {
    const long = { ...text, title: "A very long title that goes on and on about warm rooms in winter" };
    expect(namedSection(long)).toBe('"A very long title that goes on and on…" Text Section');
  });

  it("says whether an edit changed the layout, the style, the items or the content", () => {
    expect(describeChange([hero], [{ ...hero, layout: "split" }])).toBe(
      'change the layout of "Winter Offers" Hero Section',
    );
    expect(describeChange([hero], [{ ...hero, backgroundColor: "#000000" }])).toBe(
      'change the style of "Winter Offers" Hero Section',
    );
    const item = { id: "i", title: "Ann", content: "Warm", imageUrl: "" };
    expect(describeChange([quotes], [{ ...quotes, items: [item] }])).toBe("edit the items of Testimonial Section");
    expect(describeChange([hero], [{ ...hero, title: "New", layout: "split" }])).toBe('edit "New" Hero Section');
  });
});

describe("undo and redo", () => {
  it("step back and forward through the changes, and a new change ends what could be redone", () => {
    let history = recorded(emptyHistory, [hero], [hero, quotes]);
    history = recorded(history, [hero, quotes], [quotes]);
    const back = undone(history)!;
    expect(back).toMatchObject({ sections: [hero, quotes], label: 'delete "Winter Offers" Hero Section' });
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
    const before = { title: "Winter", slug: "winter", description: "", ...noSearchSettings };
    const after = { title: "Winter Offers", slug: "winter-offers", description: "", ...noSearchSettings };
    expect(describeDetailsChange(before, { ...before, title: "Snow" })).toBe("change the page title");
    expect(describeDetailsChange(before, { ...before, slug: "snow" })).toBe("change the page's URL");
    expect(describeDetailsChange(before, { ...before, description: "Cosy." })).toBe("change the meta description");
    expect(describeDetailsChange(before, { ...before, noindex: true })).toBe("hide the page from search engines");
    expect(describeDetailsChange(before, { ...before, socialImage: "/media/a.jpg" })).toBe("change the social image");
    expect(describeDetailsChange(before, after)).toBe("change the page settings");
    const history = recordedDetails(emptyHistory, [hero], before, after);
    const back = undone(history)!;
    expect(back).toMatchObject({ sections: [hero], details: before, label: "change the page settings" });
    expect(redone(back.history)).toMatchObject({ sections: [hero], details: after });
    expect(recordedDetails(emptyHistory, [hero], before, before)).toBe(emptyHistory);
  });

  it("keep one action that changed the sections and the settings as one step, named by the action", () => {
    const before = { title: "Spring", slug: "offers", description: "", ...noSearchSettings };
    const after = { title: "Winter", slug: "offers", description: "", ...noSearchSettings };
    const history = recorded(emptyHistory, [text], [hero], { label: "restore version 3", details: { before, after } });
    expect(history.past).toHaveLength(1);
    const back = undone(history)!;
    expect(back).toMatchObject({
      sections: [text],
      details: before,
      sectionsChanged: true,
      label: "restore version 3",
    });
    expect(redone(back.history)).toMatchObject({ sections: [hero], details: after, sectionsChanged: true });
    const same = recorded(emptyHistory, [text], [hero], {
      label: "restore version 2",
      details: { before, after: before },
    });
    expect(undone(same)).toMatchObject({ details: undefined, label: "restore version 2" });
    expect(undone(recordedDetails(emptyHistory, [hero], before, after))!.sectionsChanged).toBe(false);
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
