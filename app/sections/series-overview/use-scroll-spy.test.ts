// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { scrollSpyThrottle, useScrollSpy } from "~/sections/series-overview/use-scroll-spy";

const ids = ["retto", "flusso", "augusto"];

/** Page positions of the sections; the viewport's top is `scrollY`. */
const pageTops: Record<string, number> = { retto: 1000, flusso: 2000, augusto: 3000 };
let scrollY = 0;

function scrollTo(y: number) {
  scrollY = y;
  window.dispatchEvent(new Event("scroll"));
}

beforeEach(() => {
  vi.useFakeTimers();
  scrollY = 0;
  window.innerHeight = 1000; // the activation line sits 400 px below the top
  for (const id of ids) {
    const section = document.createElement("section");
    section.id = id;
    section.getBoundingClientRect = () => ({ top: (pageTops[id] ?? 0) - scrollY }) as DOMRect;
    document.body.append(section);
  }
});

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe("useScrollSpy", () => {
  it("throttles to 66 ms by default (docs/product.md#constants)", () => {
    expect(scrollSpyThrottle).toBe(66);
  });

  it("names no section above the first, then the last section past the activation line", () => {
    const { result } = renderHook(() => useScrollSpy(ids));
    expect(result.current).toBeUndefined();
    act(() => {
      vi.advanceTimersByTime(scrollSpyThrottle);
      scrollTo(700);
    });
    expect(result.current).toBe("retto");
    act(() => {
      vi.advanceTimersByTime(scrollSpyThrottle);
      scrollTo(2700);
    });
    expect(result.current).toBe("augusto");
  });

  it("looks at the page at most once per 66 ms and catches up when the wait ends", () => {
    const { result } = renderHook(() => useScrollSpy(ids));
    act(() => {
      vi.advanceTimersByTime(10);
      scrollTo(700); // inside the wait after the first look: deferred
    });
    expect(result.current).toBeUndefined();
    act(() => {
      vi.advanceTimersByTime(30);
      scrollTo(1700); // still inside the same wait: no second timer
    });
    expect(result.current).toBeUndefined();
    act(() => vi.advanceTimersByTime(scrollSpyThrottle - 41));
    expect(result.current).toBeUndefined();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe("flusso");
  });

  it("honours a custom throttle and stops listening when unmounted", () => {
    const { result, unmount } = renderHook(() => useScrollSpy(ids, 200));
    act(() => {
      vi.advanceTimersByTime(100);
      scrollTo(700);
    });
    expect(result.current).toBeUndefined();
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe("retto");
    unmount();
    act(() => {
      vi.advanceTimersByTime(200);
      scrollTo(2700);
      vi.advanceTimersByTime(200);
    });
    expect(result.current).toBe("retto");
  });
});
