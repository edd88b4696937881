// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { hashScrollDelay, useHashScroll } from "~/sections/series-overview/use-hash-scroll";

let reducedMotion = false;

beforeEach(() => {
  vi.useFakeTimers();
  reducedMotion = false;
  window.matchMedia = ((query: string) => ({ matches: reducedMotion, media: query })) as typeof window.matchMedia;
  window.scrollTo = vi.fn() as typeof window.scrollTo;
  const breva = document.createElement("section");
  breva.id = "breva";
  breva.scrollIntoView = vi.fn();
  document.body.append(breva);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.replaceChildren();
  window.history.replaceState(null, "", "/");
});

describe("useHashScroll", () => {
  it("waits 100 ms (docs/product.md#constants)", () => {
    expect(hashScrollDelay).toBe(100);
  });

  it("starts at the top, then glides to the hash target after 100 ms", () => {
    window.history.replaceState(null, "", "/collection#breva");
    const target = document.getElementById("breva")!;
    renderHook(() => useHashScroll());
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    vi.advanceTimersByTime(hashScrollDelay - 1);
    expect(target.scrollIntoView).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(target.scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
  });

  it("jumps without animation when the visitor prefers reduced motion", () => {
    reducedMotion = true;
    window.history.replaceState(null, "", "/collection#breva");
    renderHook(() => useHashScroll());
    vi.advanceTimersByTime(hashScrollDelay);
    expect(document.getElementById("breva")!.scrollIntoView).toHaveBeenCalledWith({
      behavior: "instant",
      block: "start",
    });
  });

  it("warns, naming the hash, when nothing matches it", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    window.history.replaceState(null, "", "/collection#nope");
    renderHook(() => useHashScroll());
    vi.advanceTimersByTime(hashScrollDelay);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("#nope"));
  });

  it("only scrolls to the top when there is no hash", () => {
    window.history.replaceState(null, "", "/collection");
    const warn = vi.spyOn(console, "warn");
    renderHook(() => useHashScroll());
    vi.advanceTimersByTime(hashScrollDelay);
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(document.getElementById("breva")!.scrollIntoView).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });
});
