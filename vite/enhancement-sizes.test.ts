import { describe, expect, it } from "vitest";

import { oversizedModules } from "./enhancement-sizes";

describe("the enhancement modules' size check", () => {
  it("passes modules within the limit and names each one over it with its size", () => {
    expect(oversizedModules([{ fileName: "header-a1.js", code: "x".repeat(1024) }], 2048)).toBeNull();
    expect(
      oversizedModules(
        [
          { fileName: "header-a1.js", code: "x".repeat(1024) },
          { fileName: "quote-basket-b2.js", code: "x".repeat(3 * 1024) },
        ],
        2048,
      ),
    ).toBe(
      "Enhancement modules must stay under 2 KB each (decision 140); over it: quote-basket-b2.js (3.0 KB). Look for an import that brings a large module into app/enhance.",
    );
  });
});
