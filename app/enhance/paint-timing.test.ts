// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { afterFirstView, lateReport } from "./paint-timing";

/** A stand-in for the browser's PerformanceObserver: the test reports the entries it would. */
let observers: { owner: object; type: string; report: (entries: { name: string }[]) => void }[] = [];
let supported = ["paint", "element"];
let visibility: DocumentVisibilityState = "visible";

function report(type: string, ...names: string[]) {
  for (const observer of observers.filter((o) => o.type === type))
    observer.report(names.map((name) => ({ name, entryType: type })));
}

beforeEach(() => {
  vi.useFakeTimers();
  observers = [];
  supported = ["paint", "element"];
  visibility = "visible";
  vi.stubGlobal("requestAnimationFrame", (callback: () => void) => setTimeout(callback, 16));
  vi.stubGlobal(
    "PerformanceObserver",
    class {
      static get supportedEntryTypes() {
        return supported;
      }
      constructor(private callback: (list: { getEntriesByName: (n: string) => unknown[] }) => void) {}
      observe({ type }: { type: string }) {
        observers.push({
          owner: this,
          type,
          report: (entries) =>
            this.callback({ getEntriesByName: (name) => entries.filter((entry) => entry.name === name) }),
        });
      }
      disconnect() {
        observers = observers.filter((o) => o.owner !== this);
      }
    },
  );
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => visibility });
  Object.defineProperty(document, "readyState", { configurable: true, get: () => "loading" });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

const lead = () => {
  document.body.innerHTML = `<img elementtiming="lead" src="/img/hero-about-phone-720.avif" alt="">`;
  const img = document.querySelector("img")!;
  Object.defineProperty(img, "naturalWidth", { configurable: true, value: 720 });
  img.getBoundingClientRect = () => ({ top: 0, bottom: 400 }) as DOMRect;
  return img;
};

describe("afterFirstView", () => {
  it("on a page led by text, waits for the first contentful paint the browser reports", () => {
    const work = vi.fn();
    afterFirstView(work);
    report("paint", "first-paint");
    vi.advanceTimersByTime(1000);
    expect(work).not.toHaveBeenCalled();
    report("paint", "first-contentful-paint");
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("on a page led by a picture, waits for the picture's paint, not for the load", () => {
    lead();
    const work = vi.fn();
    afterFirstView(work);
    window.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(1000);
    expect(work).not.toHaveBeenCalled();
    report("element", "image-paint");
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("goes on once the page has loaded when the picture failed or is out of view", () => {
    for (const [naturalWidth, top] of [
      [0, 0],
      [720, 2000],
    ] as const) {
      const img = lead();
      Object.defineProperty(img, "naturalWidth", { configurable: true, value: naturalWidth });
      img.getBoundingClientRect = () => ({ top, bottom: top + 400 }) as DOMRect;
      const work = vi.fn();
      afterFirstView(work);
      window.dispatchEvent(new Event("load"));
      vi.advanceTimersByTime(100);
      expect(work).toHaveBeenCalledTimes(1);
    }
  });

  it("goes on after a frame when a page loaded out of sight is shown", () => {
    visibility = "hidden";
    const work = vi.fn();
    afterFirstView(work);
    vi.advanceTimersByTime(1000);
    expect(work).not.toHaveBeenCalled();
    visibility = "visible";
    document.dispatchEvent(new Event("visibilitychange"));
    vi.advanceTimersByTime(100);
    expect(work).toHaveBeenCalledTimes(1);
    report("paint", "first-contentful-paint");
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("goes on at the latest two seconds after the load when no paint is ever reported", () => {
    for (const setUp of [() => {}, lead]) {
      setUp();
      const work = vi.fn();
      afterFirstView(work);
      window.dispatchEvent(new Event("load"));
      vi.advanceTimersByTime(lateReport);
      expect(work).not.toHaveBeenCalled();
      vi.advanceTimersByTime(100);
      expect(work).toHaveBeenCalledTimes(1);
      document.body.replaceChildren();
    }
  });

  it("goes on once the page has loaded where the browser reports no paint", () => {
    supported = [];
    const work = vi.fn();
    afterFirstView(work);
    window.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(100);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
