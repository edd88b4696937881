import "@testing-library/jest-dom/vitest";

import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// Every test file gets a database of its own: a real SQLite file in a fresh folder.
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "tepore-test-"));

// jsdom lays nothing out and scrolls nothing: components that watch a size, scroll something into view or ask
// about reduced motion get stand-ins that do nothing (the end-to-end tests check the real behaviour).
if (typeof window !== "undefined") {
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query })) as unknown as typeof window.matchMedia;
  Element.prototype.scrollIntoView ??= () => {};
}
