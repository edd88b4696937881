// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { enhance, scrollSpyThrottle } from "./series-nav";

const ids = ["retto", "flusso", "augusto"];

/** Page positions of the sections; the viewport's top is `scrollY`. */
const pageTops: Record<string, number> = { retto: 1000, flusso: 2000, augusto: 3000 };
let scrollY = 0;

function scrollTo(y: number) {
  scrollY = y;
  window.dispatchEvent(new Event("scroll"));
}

/** Enhances the page and lets its first frame run, where the spy takes its first look. */
function start() {
  const off = enhance(document);
  vi.advanceTimersToNextFrame();
  return off;
}

/** The chip marked current, by its words. */
const current = () => document.querySelector('[aria-current="true"]')?.textContent;

beforeEach(() => {
  vi.useFakeTimers();
  scrollY = 0;
  window.innerHeight = 1000; // the activation line sits 400 px below the top
  window.matchMedia = ((query: string) => ({ matches: false, media: query })) as typeof window.matchMedia;
  document.body.innerHTML = `<nav data-enhance="series-nav"><ul>${ids
    .map((id) => `<li><a href="#${id}">${id}</a></li>`)
    .join("")}</ul></nav>${ids.map((id) => `<section id="${id}" tabindex="-1"></section>`).join("")}`;
  for (const id of ids) {
    const section = document.getElementById(id)!;
    section.getBoundingClientRect = () => ({ top: (pageTops[id] ?? 0) - scrollY }) as DOMRect;
    section.scrollIntoView = vi.fn();
  }
});

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
  window.history.replaceState(null, "", "/");
});

describe("the series navigation's scroll spy", () => {
  it("throttles to 66 ms (docs/product.md#constants)", () => {
    expect(scrollSpyThrottle).toBe(66);
  });

  it("takes its first look in the next frame, where the page is laid out anyway", () => {
    scrollY = 700;
    enhance(document);
    expect(current()).toBeUndefined();
    vi.advanceTimersToNextFrame();
    expect(current()).toBe("retto");
  });

  it("marks no series above the first, then the last series past the activation line", () => {
    start();
    expect(current()).toBeUndefined();
    vi.advanceTimersByTime(scrollSpyThrottle);
    scrollTo(700);
    expect(current()).toBe("retto");
    vi.advanceTimersByTime(scrollSpyThrottle);
    scrollTo(2700);
    expect(current()).toBe("augusto");
    expect(document.querySelectorAll("[aria-current]")).toHaveLength(1);
  });

  it("looks at the page at most once per 66 ms and catches up when the wait ends", () => {
    start();
    vi.advanceTimersByTime(10);
    scrollTo(700); // inside the wait after the first look: deferred
    expect(current()).toBeUndefined();
    vi.advanceTimersByTime(30);
    scrollTo(1700); // still inside the same wait: no second timer
    expect(current()).toBeUndefined();
    vi.advanceTimersByTime(scrollSpyThrottle - 41);
    expect(current()).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(current()).toBe("flusso");
  });

  it("stops following the scroll once taken off", () => {
    const off = start();
    vi.advanceTimersByTime(scrollSpyThrottle);
    scrollTo(700);
    expect(current()).toBe("retto");
    off();
    vi.advanceTimersByTime(scrollSpyThrottle);
    scrollTo(2700);
    vi.advanceTimersByTime(scrollSpyThrottle);
    expect(current()).toBe("retto");
  });

  it("a chip glides to its series, hands it focus and names it in the address", () => {
    enhance(document);
    document.querySelector<HTMLAnchorElement>('a[href="#flusso"]')!.click();
    const flusso = document.getElementById("flusso")!;
    expect(flusso.scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
    expect(document.activeElement).toBe(flusso);
    expect(window.location.hash).toBe("#flusso");
  });
});
