// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { enhance, hashScrollDelay } from "./hash-scroll";

let reducedMotion = false;

beforeEach(() => {
  vi.useFakeTimers();
  reducedMotion = false;
  window.matchMedia = ((query: string) => ({ matches: reducedMotion, media: query })) as typeof window.matchMedia;
  window.scrollTo = vi.fn() as typeof window.scrollTo;
  document.body.innerHTML = `<div data-enhance="hash-scroll"><section id="breva"></section></div>`;
  document.getElementById("breva")!.scrollIntoView = vi.fn();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.replaceChildren();
  window.history.replaceState(null, "", "/");
});

const breva = () => document.getElementById("breva")!;

describe("the hash-scroll enhancement", () => {
  it("waits 100 ms (docs/product.md#constants)", () => {
    expect(hashScrollDelay).toBe(100);
  });

  it("starts at the top, then glides to the hash target after 100 ms", () => {
    window.history.replaceState(null, "", "/collection#breva");
    enhance(document);
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    vi.advanceTimersByTime(hashScrollDelay - 1);
    expect(breva().scrollIntoView).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(breva().scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
  });

  it("jumps without animation when the visitor prefers reduced motion", () => {
    reducedMotion = true;
    window.history.replaceState(null, "", "/collection#breva");
    enhance(document);
    vi.advanceTimersByTime(hashScrollDelay);
    expect(breva().scrollIntoView).toHaveBeenCalledWith({ behavior: "instant", block: "start" });
  });

  it("warns, naming the hash, when nothing matches it", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    window.history.replaceState(null, "", "/collection#nope");
    enhance(document);
    vi.advanceTimersByTime(hashScrollDelay);
    expect(warn).toHaveBeenCalledWith("Collection: the hash #nope names no element on this page");
  });

  it("only scrolls to the top when there is no hash", () => {
    window.history.replaceState(null, "", "/collection");
    const warn = vi.spyOn(console, "warn");
    enhance(document);
    vi.advanceTimersByTime(hashScrollDelay);
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(breva().scrollIntoView).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it("runs once per page, not again when the builder's preview enhances it anew", () => {
    window.history.replaceState(null, "", "/collection#breva");
    enhance(document)();
    enhance(document);
    vi.advanceTimersByTime(hashScrollDelay);
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
    expect(breva().scrollIntoView).not.toHaveBeenCalled();
  });

  it("leaves the page where the visitor took it when they moved within it before the enhancement arrived", () => {
    vi.spyOn(performance, "getEntriesByType").mockReturnValue([
      { name: `${window.location.origin}/collection` } as PerformanceEntry,
    ]);
    window.history.replaceState(null, "", "/collection#breva");
    enhance(document);
    vi.advanceTimersByTime(hashScrollDelay);
    expect(window.scrollTo).not.toHaveBeenCalled();
    expect(breva().scrollIntoView).not.toHaveBeenCalled();
  });

  it("leaves a visitor who came back through the history where the browser put them back", () => {
    window.history.replaceState(null, "", "/collection#breva");
    vi.spyOn(performance, "getEntriesByType").mockReturnValue([
      { name: window.location.href, type: "back_forward" } as PerformanceNavigationTiming,
    ]);
    enhance(document);
    vi.advanceTimersByTime(hashScrollDelay);
    expect(window.scrollTo).not.toHaveBeenCalled();
    expect(breva().scrollIntoView).not.toHaveBeenCalled();
  });

  it("does nothing on a page without the series overview", () => {
    document.body.innerHTML = `<section id="breva"></section>`;
    window.history.replaceState(null, "", "/about#breva");
    enhance(document);
    vi.advanceTimersByTime(hashScrollDelay);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});
