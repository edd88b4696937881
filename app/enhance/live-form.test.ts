// @vitest-environment jsdom
import { describe, expect, it } from "vitest";

import { addressAfter, changesSinceServed, formAddress } from "./live-form";

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

describe("changesSinceServed", () => {
  it("are none for the form as served, a list with no marked option included", () => {
    expect(changesSinceServed(served())).toEqual([]);
  });

  it("are the field typed in, the list chosen, the box ticked or the radio moved", () => {
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
      expect(changesSinceServed(form)).not.toEqual([]);
    }
  });
});

/** The finder as served on its second page: the form, then the result with its boxes and page buttons in the form. */
function finder() {
  document.body.innerHTML = `
    <form id="finder-form" method="get" action="/radiators" data-live-result="finder-results">
      <select name="sort"><option value="output" selected>Output</option><option value="price">Price</option></select>
    </form>
    <section data-live-region="finder-results">
      <input type="checkbox" name="sizes" value="A" form="finder-form" checked>
      <input type="checkbox" name="sizes" value="B" form="finder-form">
      <button name="page" value="3" form="finder-form">Next page</button>
    </section>`;
  const form = document.querySelector("form")!;
  const control = (selector: string) => document.querySelector<HTMLInputElement>(selector)!;
  return { form, control };
}

const here = window.location.origin;
const shown = `${here}/radiators?sort=output&page=2&sizes=A`;

describe("addressAfter", () => {
  it("changes only the sizes in the address shown when a box of the result is ticked, so the page stays", () => {
    const { form, control } = finder();
    const box = control('[value="B"]');
    box.checked = true;
    expect(addressAfter(form, [box], `${shown}#finder-compare`)).toBe(
      `${here}/radiators?sort=output&page=2&sizes=A&sizes=B`,
    );
    control('[value="A"]').checked = false;
    expect(addressAfter(form, [control('[value="A"]')], shown)).toBe(`${here}/radiators?sort=output&page=2&sizes=B`);
  });

  it("asks for the form's address, boxes included and the page left out, when a filter changes", () => {
    const { form, control } = finder();
    const sort = control("select");
    (sort as unknown as HTMLSelectElement).selectedIndex = 1;
    expect(addressAfter(form, [sort], shown)).toBe(`${here}/radiators?sort=price&sizes=A`);
  });

  it("changes only the page in the address shown when a page button of the result is pressed", () => {
    const { form, control } = finder();
    const next = control("button");
    expect(addressAfter(form, [next], shown, next)).toBe(`${here}/radiators?sort=output&sizes=A&page=3`);
  });

  it("asks for the form's address when nothing says what changed (Enter in a form with no button)", () => {
    const { form } = finder();
    expect(addressAfter(form, [], shown)).toBe(formAddress(form));
    expect(formAddress(form)).toBe(`${here}/radiators?sort=output&sizes=A`);
  });
});
