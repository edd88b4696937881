// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";

import { rettoLine as line } from "~/lib/fixtures/quote-line";

import { followHeating, showEstimate, storedLines } from "./quote-basket";

afterEach(() => localStorage.clear());

describe("the quote basket's storage", () => {
  it("reads the fields of each line, whatever else an older page kept with them", () => {
    localStorage.setItem("tepore-quote-lines", JSON.stringify([{ ...line, modelName: "Retto Vertical" }]));
    expect(storedLines()).toEqual([line]);
  });

  it("reads a line kept before lines had fittings with none chosen", () => {
    const older = { model: line.model, size: line.size, finish: line.finish, quantity: line.quantity, room: line.room };
    localStorage.setItem("tepore-quote-lines", JSON.stringify([older]));
    expect(storedLines()).toEqual([{ ...older, valves: "", connection: "", brackets: "", heating: "" }]);
  });

  it("reads unreadable or foreign values as an empty basket", () => {
    for (const stored of ["{not json", '{"model":"x"}', "[null, 3]"]) {
      localStorage.setItem("tepore-quote-lines", stored);
      expect(storedLines()).toEqual([]);
    }
  });
});

describe("the running estimate", () => {
  /** A line as the server renders it: the size's price, the quantity, fittings with prices, its guide price. */
  const lineHtml = (unitPrice: number, quantity: string, valves = "") => `
    <li data-quote-line="known" data-unit-price="${unitPrice}">
      <input name="quantity" value="${quantity}">
      <select name="valves"><option value="">No valves</option>
        <option value="tv" data-price="85" ${valves === "tv" ? "selected" : ""}>Thermostatic valves</option></select>
      <select name="connection"><option value="">Not sure, please advise</option></select>
      <span data-quote-line-price></span>
    </li>`;

  it("follows each line's quantity and fittings and adds them up, as the server does", () => {
    document.body.innerHTML = `<ol>${lineHtml(560, "2", "tv")}${lineHtml(220, "1")}</ol><span data-quote-total></span>`;
    showEstimate(document);
    const prices = () => [...document.querySelectorAll("[data-quote-line-price]")].map((e) => e.textContent);
    expect(prices()).toEqual(["£1,290", "£220"]);
    expect(document.querySelector("[data-quote-total]")!.textContent).toBe("£1,510");
    document.querySelectorAll("input")[1]!.value = "";
    showEstimate(document);
    expect(prices()).toEqual(["£1,290", "needs a quantity from 1 to 50"]);
    expect(document.querySelector("[data-quote-total]")!.textContent).toBe(
      "£1,290, leaving out the lines without a price",
    );
  });

  it("adds a towel rail's electric parts as its heating is chosen, and says which they are", () => {
    document.body.innerHTML = `<ol><li data-quote-line="known" data-unit-price="400">
      <input name="quantity" value="2">
      <select name="heating"><option value="central" data-price="0" data-parts="">Central heating</option>
        <option value="dual-fuel" data-price="125" data-parts="Includes the element (£95) and the T-piece (£30), per rail.">Dual fuel</option></select>
      <span data-quote-line-price></span><p data-quote-line-parts></p>
    </li></ol><span data-quote-total></span>`;
    showEstimate(document);
    const parts = () => document.querySelector("[data-quote-line-parts]")!.textContent;
    expect(document.querySelector("[data-quote-total]")!.textContent).toBe("£800");
    expect(parts()).toBe("");
    document.querySelector("select")!.value = "dual-fuel";
    showEstimate(document);
    expect(document.querySelector("[data-quote-line-price]")!.textContent).toBe("£1,050");
    expect(document.querySelector("[data-quote-total]")!.textContent).toBe("£1,050");
    expect(parts()).toBe("Includes the element (£95) and the T-piece (£30), per rail.");
  });

  it("leaves out a line the catalogue does not know", () => {
    document.body.innerHTML = `<ol>${lineHtml(300, "1")}<li data-quote-line="unknown"></li></ol><span data-quote-total></span>`;
    showEstimate(document);
    expect(document.querySelector("[data-quote-total]")!.textContent).toBe(
      "£300, leaving out the lines without a price",
    );
  });
});

describe("a towel rail's pipes follow its heating", () => {
  /** A towel rail's line as the server renders it on the central heating, valves and a connection chosen. */
  const railHtml = `<li data-quote-line="known" data-unit-price="400">
      <input name="quantity" value="1">
      <select name="heating"><option value="central" data-price="0">Central heating</option>
        <option value="electric" data-price="95">Electric</option></select>
      <div data-quote-pipes>
        <select name="connection"><option value="">Not sure, please advise</option>
          <option value="bottom-opposite" selected>Bottom, opposite ends</option></select>
        <select name="valves"><option value="">No valves</option>
          <option value="tv" data-price="85" selected>Thermostatic valves</option></select>
      </div>
      <span data-quote-line-price></span>
    </li>`;
  const value = (name: string) => document.querySelector<HTMLSelectElement>(`[name="${name}"]`)!.value;
  const choose = (heating: string) => {
    document.querySelector<HTMLSelectElement>('[name="heating"]')!.value = heating;
    followHeating(document.querySelector("li")!);
    showEstimate(document);
  };

  it("an electric rail hides and empties its valves and connection, and is priced without them", () => {
    document.body.innerHTML = `<ol>${railHtml}</ol><span data-quote-total></span>`;
    choose("electric");
    expect(document.querySelector<HTMLElement>("[data-quote-pipes]")!.hidden).toBe(true);
    expect([value("valves"), value("connection")]).toEqual(["", ""]);
    expect(document.querySelector("[data-quote-total]")!.textContent).toBe("£495");
  });

  it("back on water, they come back as they were chosen", () => {
    document.body.innerHTML = `<ol>${railHtml}</ol><span data-quote-total></span>`;
    choose("electric");
    choose("electric");
    choose("central");
    expect(document.querySelector<HTMLElement>("[data-quote-pipes]")!.hidden).toBe(false);
    expect([value("valves"), value("connection")]).toEqual(["tv", "bottom-opposite"]);
    expect(document.querySelector("[data-quote-total]")!.textContent).toBe("£485");
  });
});
