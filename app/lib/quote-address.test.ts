import { describe, expect, it } from "vitest";

import { rettoLine as line } from "./fixtures/quote-line";
import { basketCookie, basketNote, holdsBasket, quoteAddress, withLines, withNote } from "./quote-address";

describe("the quote page's address", () => {
  it("is the request as it stands: every field of every line, empty ones too, so the lines stay aligned, and the note", () => {
    const address = quoteAddress([line, { ...line, size: "RV-1600-400-S", room: "" }], "Outputs for my system");
    const params = new URL(address, "http://localhost").searchParams;
    expect(address).toMatch(/^\/quote\?basket=1&model=/);
    expect(params.getAll("size")).toEqual(["RV-1600-300-S", "RV-1600-400-S"]);
    expect(params.getAll("room")).toEqual(["Hall", ""]);
    expect(params.getAll("valves")).toEqual(["thermostatic-valves-chrome", "thermostatic-valves-chrome"]);
    expect(params.getAll("connection")).toEqual(["bottom-opposite", "bottom-opposite"]);
    expect(params.getAll("brackets")).toEqual(["wall-brackets", "wall-brackets"]);
    expect(params.getAll("heating")).toEqual(["", ""]);
    expect(params.get("message")).toBe("Outputs for my system");
  });

  it("is the bare page for an empty request", () => {
    expect(quoteAddress([])).toBe("/quote");
  });
});

describe("the basket", () => {
  it("holds a radiator for a room once, whatever its quantity or fittings, adding the others at its end", () => {
    const other = { ...line, room: "Study" };
    expect(withLines([line], [{ ...line, quantity: "5", valves: "" }, other])).toEqual([line, other]);
  });

  it("is kept in a cookie for the quote only, cleared when empty, and never past what a browser keeps", () => {
    const cookie = basketCookie([line], true);
    expect(cookie).toMatch(/^tepore-quote-basket=model=retto-vertical&size=RV-1600-300-S&.*&heating=; /);
    expect(cookie).toMatch(/; Path=\/quote; Max-Age=2592000; SameSite=Lax; Secure$/);
    expect(basketCookie([], false)).toBe("tepore-quote-basket=; Path=/quote; Max-Age=0; SameSite=Lax");
    const long = Array.from({ length: 20 }, (_, i) => ({ ...line, room: `${"Ä".repeat(50)} ${i}` }));
    const value = basketCookie(long, false).split(";")[0]!;
    expect(value.length).toBeLessThan(4000);
    expect(new URLSearchParams(value.slice("tepore-quote-basket=".length)).getAll("model").length).toBeGreaterThan(5);
  });

  it("is held by a Cookie header that carries it with lines, wherever it is among the cookies", () => {
    const kept = basketCookie([line], false).split(";")[0]!;
    expect(holdsBasket(kept)).toBe(true);
    expect(holdsBasket(`tepore_session=a; ${kept}; theme=dark`)).toBe(true);
    expect(holdsBasket("tepore-quote-basket=; theme=dark")).toBe(false);
    expect(holdsBasket("my-tepore-quote-basket=model=x")).toBe(false);
    expect(holdsBasket("")).toBe(false);
  });
});

describe("the buyer's note", () => {
  const system = "Outputs for my system: Heat pump 45/40/20 °C (ΔT22.5).";
  const rail = "Outputs for my system: Heat pump 45/40/22 °C (ΔT20.5).";

  it("keeps what the buyer typed and adds a link's system line once, never in its place", () => {
    expect(withNote("", system)).toBe(system);
    expect(withNote("Please deliver after 3 pm.", "")).toBe("Please deliver after 3 pm.");
    expect(withNote(`${system}\nPlease deliver after 3 pm.`, system)).toBe(`${system}\nPlease deliver after 3 pm.`);
    expect(withNote(`${system}\nPlease deliver after 3 pm.`, rail)).toBe(
      `${system}\nPlease deliver after 3 pm.\n${rail}`,
    );
    // A note already holding every line of the incoming one (the server's merge, read back by the script) is kept.
    expect(withNote("Mine", `Mine\n${rail}`)).toBe(`Mine\n${rail}`);
  });

  it("travels in the basket's cookie after the lines, and is read back as typed", () => {
    const note = "Hall & stairs: 2 × please, 'quiet' valves\nSecond line";
    const kept = basketCookie([line], false, note).split(";")[0]!;
    expect(basketNote(kept)).toBe(note);
    expect(basketNote(basketCookie([line], false).split(";")[0]!)).toBe("");
    // Without lines there is no basket, and so no note in it.
    expect(basketCookie([], false, note)).toMatch(/^tepore-quote-basket=; /);
  });

  it("is left out of the cookie rather than cut when it does not fit beside the lines", () => {
    const long = "é".repeat(2000);
    const value = basketCookie([line], false, long).split(";")[0]!;
    expect(value.length).toBeLessThan(4000);
    expect(basketNote(value)).toBe("");
  });
});
