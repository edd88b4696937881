// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";

import { swapRegions } from "./live-swap";

const page = (body: string) => new DOMParser().parseFromString(`<body>${body}</body>`, "text/html");

/** A calculator-like page: a form with a field and its message slot, and a result with a summary. */
const drawn = (value: string, message: string, need: string) => `
  <form data-live-region="form">
    <input id="length" name="length" value="${value}" ${message ? 'aria-invalid="true"' : ""}>
    <div data-live-region="length-message">${message ? `<p>${message}</p>` : ""}</div>
  </form>
  <div data-live-region="result"><h2 data-live-summary>${need}</h2><a href="?x=1">A link</a></div>`;

afterEach(() => document.body.replaceChildren());

describe("swapRegions", () => {
  it("keeps the form being typed in, with its value and caret, and takes the server's messages and result", () => {
    document.body.innerHTML = drawn("5", "", "About 1,800 W");
    const field = document.querySelector<HTMLInputElement>("#length")!;
    field.focus();
    field.value = "50";
    field.setSelectionRange(1, 1);
    const said = swapRegions(page(drawn("50", "Length must be between 0.5 m and 30 m.", "")), field.form);
    expect(document.querySelector("#length")).toBe(field);
    expect(field.value).toBe("50");
    expect(field.selectionStart).toBe(1);
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(document.querySelector("[data-live-region=length-message]")!.textContent).toBe(
      "Length must be between 0.5 m and 30 m.",
    );
    expect(said).toEqual([]);

    expect(swapRegions(page(drawn("5", "", "About 1,900 W")), field.form)).toEqual(["About 1,900 W"]);
    expect(field.hasAttribute("aria-invalid")).toBe(false);
    expect(document.querySelector("[data-live-region=length-message]")!.textContent).toBe("");
  });

  it("replaces every region when nothing is kept, and finds the focus again at the same place", () => {
    document.body.innerHTML = drawn("5", "", "About 1,800 W");
    document.querySelector<HTMLAnchorElement>("[data-live-region=result] a")!.focus();
    swapRegions(page(drawn("7", "", "About 2,500 W")), null);
    expect(document.querySelector<HTMLInputElement>("#length")!.value).toBe("7");
    expect(document.activeElement?.textContent).toBe("A link");
  });

  it("gives the focus to what stands where the focused control was, when the answer no longer has it", () => {
    // The finder's bar: a size chosen on another page, unticked, leaves the bar with its button (decision 225).
    const bar = (chosen: string) =>
      `<div data-live-region="result"><div>${chosen}<div><p>Said</p><button>Compare</button></div></div></div>`;
    document.body.innerHTML = bar(
      `<fieldset><legend>Also chosen</legend><div><label><input type="checkbox"></label></div></fieldset>`,
    );
    document.querySelector("input")!.focus();
    swapRegions(page(bar("")), null);
    expect(document.activeElement?.textContent).toBe("Compare");
  });

  it("changes nothing when the answer lacks a region of the page", () => {
    document.body.innerHTML = drawn("5", "", "About 1,800 W");
    const before = document.body.innerHTML;
    expect(swapRegions(page(`<form data-live-region="form"></form>`), null)).toBeNull();
    expect(document.body.innerHTML).toBe(before);
  });
});
