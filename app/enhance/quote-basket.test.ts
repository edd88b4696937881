// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";

import { quoteAddress, storedLines } from "./quote-basket";

const line = {
  model: "retto-vertical",
  size: "RV-1600-300-S",
  finish: "white",
  quantity: "2",
  room: "Hall",
  valves: "thermostatic-valves-chrome",
  connection: "bottom-opposite",
  brackets: "wall-brackets",
  heating: "",
};

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

describe("the quote page's address", () => {
  it("carries every field of every line, empty ones too, so the lines stay aligned, and keeps the note", () => {
    const current = new URL("http://localhost/quote?model=x&message=Outputs+for+my+system");
    const address = quoteAddress([line, { ...line, size: "RV-1600-400-S", room: "" }], current);
    const params = new URL(address, current).searchParams;
    expect(params.getAll("size")).toEqual(["RV-1600-300-S", "RV-1600-400-S"]);
    expect(params.getAll("room")).toEqual(["Hall", ""]);
    expect(params.getAll("valves")).toEqual(["thermostatic-valves-chrome", "thermostatic-valves-chrome"]);
    expect(params.getAll("connection")).toEqual(["bottom-opposite", "bottom-opposite"]);
    expect(params.getAll("brackets")).toEqual(["wall-brackets", "wall-brackets"]);
    expect(params.getAll("heating")).toEqual(["", ""]);
    expect(params.get("message")).toBe("Outputs for my system");
  });

  it("is the bare page for an empty basket", () => {
    expect(quoteAddress([], new URL("http://localhost/quote?model=x"))).toBe("/quote");
  });
});
