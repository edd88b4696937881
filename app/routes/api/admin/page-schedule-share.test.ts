// The admin API of scheduled changes, shared draft links and duplicates (decisions 161–163), and the shared page.
import { beforeEach, describe, expect, it } from "vitest";

import { scheduleMessages } from "~/lib/page-schedule";
import { loader as sharedDraftLoader } from "~/routes/site/shared-draft";
import { freshPages } from "~/server/fixtures/fresh-pages";
import { createPage } from "~/server/pages/drafts.server";

import { action as duplicateAction } from "./page-duplicate";
import { action as scheduleAction, loader as scheduleLoader } from "./page-schedule";
import { action as shareAction, loader as shareLoader } from "./page-share";
import { adminRequest, call } from "./test-support";

const slug = "winter-sale";
const params = { slug };
const url = (tail: string) => `/api/admin/pages/${slug}/${tail}`;

beforeEach(() => {
  freshPages();
  createPage(Date.now(), { title: "Winter sale", slug });
});

/** The shared page's answer for a token: its loader's Response, or the 404 it throws. */
async function sharedAnswer(token: string): Promise<{ status: number; headers: Headers }> {
  try {
    const answer = (await sharedDraftLoader({ params: { token } } as never)) as { init?: ResponseInit | null };
    return { status: answer.init?.status ?? 200, headers: new Headers(answer.init?.headers) };
  } catch (thrown) {
    const refused = thrown as { init?: ResponseInit | null };
    return { status: refused.init?.status ?? 500, headers: new Headers(refused.init?.headers) };
  }
}

describe("the admin API needs a session", () => {
  it("answers 401 to every request without one", async () => {
    for (const [handler, tail, method] of [
      [scheduleLoader, "schedule", "GET"],
      [scheduleAction, "schedule", "POST"],
      [shareLoader, "share", "GET"],
      [shareAction, "share", "POST"],
      [duplicateAction, "duplicate", "POST"],
    ] as const) {
      const json = method === "GET" ? undefined : {};
      const answer = await call(handler, adminRequest(url(tail), { method, json, cookie: null }), params);
      expect(answer.status, `${method} ${tail}`).toBe(401);
    }
  });
});

describe("/api/admin/pages/:slug/schedule", () => {
  it("schedules, lists and cancels; a bad time answers 400 with the rule's message", async () => {
    const past = await call(
      scheduleAction,
      adminRequest(url("schedule"), { method: "POST", json: { action: "publish", date: "2020-01-01", time: "09:00" } }),
      params,
    );
    expect(past.status).toBe(400);
    expect((await past.json()).error).toBe(scheduleMessages.past);
    const malformed = await call(
      scheduleAction,
      adminRequest(url("schedule"), { method: "POST", json: { action: "publish", date: "tomorrow", time: "9am" } }),
      params,
    );
    expect(malformed.status).toBe(400);

    const date = new Date(Date.now() + 2 * 24 * 3_600_000).toISOString().slice(0, 10);
    const made = await call(
      scheduleAction,
      adminRequest(url("schedule"), { method: "POST", json: { action: "publish", date, time: "12:00" } }),
      params,
    );
    expect(made.status).toBe(200);
    expect((await made.json()).schedules).toEqual([expect.objectContaining({ action: "publish", status: "pending" })]);
    const listed = await call(scheduleLoader, adminRequest(url("schedule")), params);
    expect((await listed.json()).schedules).toHaveLength(1);
    const cancelled = await call(
      scheduleAction,
      adminRequest(url("schedule"), { method: "DELETE", json: { action: "publish" } }),
      params,
    );
    expect((await cancelled.json()).schedules).toEqual([]);
  });
});

describe("/api/admin/pages/:slug/share and /share/:token", () => {
  it("makes a link shown once, private and noindex; revoked it answers 404", async () => {
    const made = await call(shareAction, adminRequest(url("share"), { method: "POST", json: {} }), params);
    expect(made.status).toBe(201);
    const { path, share } = await made.json();
    expect(path).toMatch(/^\/share\/[\w-]{43}$/);
    const days = (Date.parse(share.expiresAt) - Date.parse(share.createdAt)) / (24 * 3_600_000);
    expect(days).toBe(7);
    const token = path.slice("/share/".length);

    const shown = await sharedAnswer(token);
    expect(shown.status).toBe(200);
    expect(shown.headers.get("cache-control")).toBe("private, no-store");
    expect(shown.headers.get("x-robots-tag")).toBe("noindex");
    const status = await call(shareLoader, adminRequest(url("share")), params);
    expect(JSON.stringify(await status.json())).not.toContain(token);

    expect((await call(shareAction, adminRequest(url("share"), { method: "DELETE" }), params)).status).toBe(204);
    expect((await sharedAnswer(token)).status).toBe(404);
    const badDays = await call(
      shareAction,
      adminRequest(url("share"), { method: "POST", json: { days: 365 } }),
      params,
    );
    expect(badDays.status).toBe(400);
  });
});

describe("/api/admin/pages/:slug/duplicate", () => {
  it("answers 201 with the copy", async () => {
    const copy = await call(duplicateAction, adminRequest(url("duplicate"), { method: "POST", json: {} }), params);
    expect(copy.status).toBe(201);
    expect((await copy.json()).page).toMatchObject({ slug: "winter-sale-copy", title: "Copy of Winter sale" });
  });
});
