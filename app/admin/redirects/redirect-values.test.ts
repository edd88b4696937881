import { describe, expect, it } from "vitest";

import { redirectMessages } from "~/lib/redirect-rules";

import { emptyRedirect, inputOf, leavesSite, redirectProblems, valuesOf } from "./redirect-values";

const origin = "https://tepore.test";

describe("the redirect form's values", () => {
  it("names each problem under its field before anything is sent", () => {
    expect(redirectProblems(emptyRedirect, origin)).toEqual({
      fromPath: redirectMessages.fromRequired,
      target: redirectMessages.targetRequired,
    });
    const typed = { ...emptyRedirect, fromPath: "/old", targetKind: "url" as const };
    expect(redirectProblems({ ...typed, url: "//evil.example" }, origin)).toEqual({
      target: redirectMessages.urlFormat,
    });
    expect(redirectProblems({ ...typed, url: "/new" }, origin)).toEqual({});
  });

  it("asks to confirm another site, and only for another site", () => {
    const values = { ...emptyRedirect, fromPath: "/old", targetKind: "url" as const, url: "https://example.com/" };
    expect(leavesSite(values, origin)).toBe(true);
    expect(leavesSite({ ...values, url: `${origin}/contact` }, origin)).toBe(false);
    expect(redirectProblems(values, origin)).toEqual({ confirmExternal: redirectMessages.confirmExternal });
    expect(redirectProblems({ ...values, confirmExternal: true }, origin)).toEqual({});
  });

  it("starts an edit from the listed redirect, another site already confirmed, and sends only the chosen target", () => {
    const listed = {
      id: 3,
      fromPath: "/old",
      status: 302 as const,
      target: { kind: "url" as const, url: "https://example.com/" },
      createdAt: "2026-11-25T10:00:00.000Z",
    };
    const values = valuesOf(listed);
    expect(values).toMatchObject({
      targetKind: "url",
      url: "https://example.com/",
      confirmExternal: true,
      status: 302,
    });
    expect(inputOf(values)).toEqual({
      fromPath: "/old",
      status: 302,
      url: "https://example.com/",
      confirmExternal: true,
    });
    expect(inputOf({ ...values, targetKind: "page", pageId: "7" })).toEqual({
      fromPath: "/old",
      status: 302,
      pageId: 7,
    });
  });
});
