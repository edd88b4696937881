import { describe, expect, it } from "vitest";

import { loggedPath } from "./request-log";

describe("the request log's path", () => {
  it("leaves out the query, and a shared draft link's token (decision 162)", () => {
    expect(loggedPath("/about?utm_source=x")).toBe("/about");
    expect(loggedPath("/share/JAZ9voUjZUv00gSp11y27ifvfzM_APauQu0yuuxIwg4?x=1")).toBe("/share/…");
    expect(loggedPath("/shared-offers")).toBe("/shared-offers");
  });
});
