// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { enhance, revealThreshold } from "./reveal";

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
let notify: Callback = () => {};
let observed: Element[] = [];
let reducedMotion = false;

beforeEach(() => {
  reducedMotion = false;
  observed = [];
  window.matchMedia = ((query: string) => ({ matches: reducedMotion, media: query })) as typeof window.matchMedia;
  window.IntersectionObserver = class {
    constructor(callback: Callback, options: IntersectionObserverInit) {
      notify = callback;
      expect(options.threshold).toBe(revealThreshold);
    }
    observe = (element: Element) => observed.push(element);
    unobserve = (element: Element) => (observed = observed.filter((e) => e !== element));
    disconnect = () => (observed = []);
  } as unknown as typeof IntersectionObserver;
  document.body.innerHTML = `<div id="above" data-enhance="reveal"></div><div id="below" data-enhance="reveal"></div>`;
});

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

const byId = (id: string) => document.getElementById(id)!;
const seen = (id: string, isIntersecting: boolean, intersectionRatio: number) =>
  notify([{ target: byId(id), isIntersecting, intersectionRatio }]);

describe("the scroll reveal", () => {
  it("reveals at a tenth in view (docs/product.md#constants)", () => {
    expect(revealThreshold).toBe(0.1);
  });

  it("leaves what is on screen as drawn, hides what is not and shows it for good at a tenth in view", () => {
    enhance(document);
    seen("above", true, 0.02);
    seen("below", false, 0);
    expect(byId("above").dataset.visible).toBe("true");
    expect(byId("below").dataset.visible).toBe("false");
    seen("below", true, 0.05);
    expect(byId("below").dataset.visible).toBe("false");
    seen("below", true, 0.1);
    expect(byId("below").dataset.visible).toBe("true");
    expect(observed).toEqual([]);
  });

  it("hides nothing when the visitor prefers reduced motion", () => {
    reducedMotion = true;
    enhance(document);
    expect(observed).toEqual([]);
    expect(document.querySelectorAll("[data-visible]")).toHaveLength(0);
  });

  it("applied again, watches only what is still hidden", () => {
    enhance(document);
    seen("above", true, 1);
    seen("below", false, 0);
    enhance(document)();
    enhance(document);
    expect(observed).toEqual([byId("below")]);
  });
});
