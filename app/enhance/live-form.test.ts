// @vitest-environment jsdom
import { describe, expect, it } from "vitest";

import { changedSinceServed } from "./live-form";

/** A finder-like form as served: a list with no option marked, one marked, a text field, a box and two radios. */
function served() {
  document.body.innerHTML = `
    <form method="get">
      <select name="type"><option value="">Any</option><option value="vertical">Vertical</option></select>
      <select name="system"><option value="gas">Gas</option><option value="heat-pump" selected>Heat pump</option></select>
      <input name="maxwidth" value="500">
      <input type="checkbox" name="towel" value="1">
      <input type="radio" name="unit" value="w" checked><input type="radio" name="unit" value="btu">
    </form>`;
  return document.querySelector("form")!;
}

describe("changedSinceServed", () => {
  it("is false for the form as served, a list with no marked option included", () => {
    expect(changedSinceServed(served())).toBe(false);
  });

  it("is true once a field is typed in, a list chosen, a box ticked or a radio moved", () => {
    const changes: ((form: HTMLFormElement) => void)[] = [
      (form) => ((form.elements.namedItem("maxwidth") as HTMLInputElement).value = "400"),
      (form) => ((form.elements.namedItem("type") as HTMLSelectElement).selectedIndex = 1),
      (form) => ((form.elements.namedItem("system") as HTMLSelectElement).selectedIndex = 0),
      (form) => ((form.elements.namedItem("towel") as HTMLInputElement).checked = true),
      (form) => (form.querySelector<HTMLInputElement>('[value="btu"]')!.checked = true),
    ];
    for (const change of changes) {
      const form = served();
      change(form);
      expect(changedSinceServed(form)).toBe(true);
    }
  });
});
