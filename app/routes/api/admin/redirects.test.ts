import { beforeEach, describe, expect, it } from "vitest";

import { bodyLimits } from "~/lib/body-limits";
import { redirectMessages } from "~/lib/redirect-rules";
import { getDb } from "~/server/db.server";
import { freshPages } from "~/server/fixtures/fresh-pages";
import { createPage } from "~/server/pages/drafts.server";
import { publishPage } from "~/server/pages/publishing.server";
import { pages, redirects } from "~/server/schema.server";

import { action as redirectAction } from "./redirect";
import { action, loader } from "./redirects";
import { adminRequest, call } from "./test-support";

beforeEach(() => {
  getDb().delete(redirects).run();
  freshPages();
});

const add = (json: unknown, cookie?: string | null) =>
  call(action, adminRequest("/api/admin/redirects", { method: "POST", json, cookie }));
const change = (id: number | string, method: string, json?: unknown, cookie?: string | null) =>
  call(redirectAction, adminRequest(`/api/admin/redirects/${id}`, { method, json, cookie }), { id: String(id) });

describe("/api/admin/redirects (docs/product.md#redirects)", () => {
  it("adds a redirect to a page and lists it with the pages one can choose", async () => {
    createPage(Date.now(), { title: "Winter Warmth", slug: "winter" });
    const page = publishPage("winter");
    const pageId = getDb()
      .select()
      .from(pages)
      .all()
      .find((row) => row.slug === page.slug)!.id;
    const added = await add({ fromPath: "Old-Winter/", pageId, status: 302 });
    expect(added.status).toBe(201);
    expect((await added.json()).redirect).toMatchObject({
      fromPath: "/old-winter",
      status: 302,
      target: { kind: "page", pageId, title: "Winter Warmth", path: "/winter" },
    });
    const listed = await (await call(loader, adminRequest("/api/admin/redirects"))).json();
    expect(listed.redirects.map((r: { fromPath: string }) => r.fromPath)).toEqual(["/old-winter"]);
    expect(listed.pages).toContainEqual({ id: pageId, title: "Winter Warmth", path: "/winter" });
  });

  it("refuses a loop, a live page's address and another site without confirmation, with clear messages", async () => {
    createPage(Date.now(), { title: "Winter Warmth", slug: "winter" });
    publishPage("winter");
    expect((await add({ fromPath: "/a", url: "/b", status: 301 })).status).toBe(201);
    const loop = await add({ fromPath: "/b", url: "/a", status: 301 });
    expect(loop.status).toBe(400);
    expect(await loop.json()).toEqual({ error: redirectMessages.loop(["/b", "/a", "/b"]) });
    const live = await add({ fromPath: "/winter", url: "/a", status: 301 });
    expect(await live.json()).toEqual({ error: redirectMessages.livePage("/winter", "Winter Warmth") });
    const external = { fromPath: "/c", url: "https://example.com/", status: 301 };
    expect(await (await add(external)).json()).toEqual({ error: redirectMessages.external });
    expect((await add({ ...external, confirmExternal: true })).status).toBe(201);
  });

  it("validates the body: one target, a known status", async () => {
    const neither = await add({ fromPath: "/a", status: 301 });
    expect(neither.status).toBe(400);
    expect((await neither.json()).error).toBe(redirectMessages.targetRequired);
    const both = await add({ fromPath: "/a", url: "/b", pageId: 1, status: 301 });
    expect((await both.json()).error).toBe(redirectMessages.targetRequired);
    const status = await add({ fromPath: "/a", url: "/b", status: 307 });
    expect((await status.json()).error).toBe("Choose Permanent (301) or Temporary (302).");
  });

  it("edits and removes a redirect; an unknown one is 404", async () => {
    const { redirect } = await (await add({ fromPath: "/a", url: "/b", status: 301 })).json();
    const edited = await change(redirect.id, "PUT", { fromPath: "/a", url: "/about", status: 302 });
    expect((await edited.json()).redirect).toMatchObject({ target: { kind: "url", url: "/about" }, status: 302 });
    expect((await change(redirect.id, "DELETE")).status).toBe(204);
    const gone = await change(redirect.id, "DELETE");
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ error: redirectMessages.notFound });
    expect((await change(redirect.id, "PUT", { fromPath: "/a", url: "/b", status: 301 })).status).toBe(404);
    expect((await change("x", "DELETE")).status).toBe(404);
  });

  it("needs a session for every request (401), refuses other methods (405) and big bodies (413)", async () => {
    expect((await call(loader, adminRequest("/api/admin/redirects", { cookie: null }))).status).toBe(401);
    expect((await add({ fromPath: "/a", url: "/b", status: 301 }, null)).status).toBe(401);
    expect((await change(1, "DELETE", undefined, null)).status).toBe(401);
    expect((await call(action, adminRequest("/api/admin/redirects", { method: "DELETE" }))).status).toBe(405);
    expect((await change(1, "PATCH", {})).status).toBe(405);
    expect((await add({ fromPath: "/a", url: `/${"x".repeat(bodyLimits.adminChange)}`, status: 301 })).status).toBe(
      413,
    );
  });
});
