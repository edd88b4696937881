// Cacheable at any CDN, fresh on publish (decision 111): public pages are the same bytes for every visitor with a
// strong ETag; behind a real Varnish with the example VCL, visitors get cache hits and see a publish at once.
import { expect, test } from "@playwright/test";

import { ownPort, type OwnServer, signIn, startOwnServer } from "../support/own-server";
import { startVarnish, type Varnish } from "../support/varnish";

test("public pages are the same bytes for everyone, kept by shared caches, and answer 304 to a visitor who has them", async ({
  request,
}) => {
  const first = await request.get("/about");
  const second = await request.get("/about");
  expect(await first.text()).toBe(await second.text());
  const headers = first.headers();
  expect(headers["cache-control"]).toBe("public, max-age=0, s-maxage=300, stale-while-revalidate=86400");
  expect(headers["surrogate-key"]).toBe("site settings page-about");
  expect(headers["cache-tag"]).toBe("site,settings,page-about");
  const etag = headers["etag"]!;
  expect(etag).toMatch(/^"[\w-]+"$/);
  expect(second.headers()["etag"]).toBe(etag);

  const again = await request.get("/about", { headers: { "If-None-Match": etag } });
  expect(again.status()).toBe(304);
  expect(again.headers()["etag"]).toBe(etag);
  expect((await again.body()).length).toBe(0);
  expect((await request.get("/about", { headers: { "If-None-Match": '"older"' } })).status()).toBe(200);
});

test("the catalogue's pages name it; not-found pages, the admin and its API are never kept", async ({ request }) => {
  expect((await request.get("/radiator-sizing")).headers()["surrogate-key"]).toContain("catalogue");
  expect((await request.get("/quote?model=flusso-vertical")).headers()["surrogate-key"]).toContain("catalogue");
  const missing = await request.get("/no-such-page");
  expect(missing.status()).toBe(404);
  expect(missing.headers()["cache-control"]).toBe("no-store");
  for (const path of ["/admin", "/admin/pages", "/api/admin/pages"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.headers()["cache-control"], path).toBe("no-store");
    expect(response.headers()["surrogate-key"], path).toBeUndefined();
  }
});

test.describe("behind Varnish", () => {
  const password = "cdn-varnish-password";
  let server: OwnServer;
  let varnish: Varnish;
  let cookie: string;

  // One server and one Varnish for the file, started once (Varnish compiles its VCL first).
  test.describe.configure({ mode: "serial", timeout: 60_000 });

  test.beforeAll(async () => {
    const [serverPort, varnishPort] = [ownPort(7), ownPort(8)];
    server = await startOwnServer(serverPort, {
      env: { ADMIN_PASSWORD: password, PURGE_URL: `http://127.0.0.1:${varnishPort}` },
    });
    varnish = await startVarnish(varnishPort, serverPort);
    cookie = await signIn(server.origin, password);
  });

  test.afterAll(async () => {
    await varnish?.stop();
    await server?.stop();
  });

  const visit = (path: string, headers: Record<string, string> = {}) => fetch(`${varnish.origin}${path}`, { headers });
  const admin = (path: string, method: string, body: unknown) =>
    fetch(`${server.origin}${path}`, {
      method,
      headers: { Cookie: cookie, Origin: server.origin, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  /** Polls through Varnish until the page shows `words`, for at most a second. */
  const seenWithin = (path: string, words: string) =>
    expect
      .poll(async () => (await (await visit(path)).text()).includes(words), { timeout: 1_000, intervals: [25] })
      .toBe(true);

  test("visitors get cache hits, with or without a cookie, and a 304 for a page they have", async () => {
    const first = await visit("/gallery");
    expect(first.status).toBe(200);
    expect(first.headers.get("x-cache")).toBe("MISS");
    const hit = await visit("/gallery");
    expect(hit.headers.get("x-cache")).toBe("HIT");
    expect(hit.headers.get("age")).toMatch(/^\d+$/);
    expect(hit.headers.get("surrogate-key"), "the keys are for the cache only").toBeNull();
    expect((await visit("/gallery", { Cookie: "tepore_session=someone" })).headers.get("x-cache")).toBe("HIT");

    const etag = hit.headers.get("etag")!;
    const kept = await visit("/gallery", { "If-None-Match": etag });
    expect(kept.status).toBe(304);
  });

  test("a sent quote's confirmation reaches its buyer through the cache, and nobody else", async () => {
    const sent = await fetch(`${varnish.origin}/quote`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: varnish.origin },
      body: new URLSearchParams({
        name: "Cached Buyer",
        email: "cached@example.co.uk",
        phone: "07700 900123",
        postcode: "SW1A 1AA",
        model: "retto-horizontal",
        size: "RH-600-1000-D",
        finish: "anthracite",
        quantity: "1",
        room: "Hall",
      }),
    });
    expect(sent.status).toBe(303);
    const receipt = sent.headers.get("set-cookie")!.split(";")[0]!;
    for (let i = 0; i < 2; i++) {
      const page = await visit("/quote?sent=1", { Cookie: `tepore_session=someone; ${receipt}` });
      expect(page.headers.get("cache-control")).toBe("private, no-store");
      expect(await page.text()).toMatch(/Your reference is <strong[^>]*>Q-\d{4}-\d{4,}<\/strong>/);
    }
    const stranger = await visit("/quote?sent=1");
    expect(await stranger.text()).not.toContain("Your reference is");
  });

  test("the quote page opens a buyer's basket through the cache; everyone else gets the cached page", async () => {
    await visit("/quote");
    expect((await visit("/quote")).headers.get("x-cache")).toBe("HIT");
    const basket = "tepore-quote-basket=model=retto-horizontal&size=RH-600-1000-D&finish=anthracite&quantity=1";
    const opened = await fetch(`${varnish.origin}/quote`, { redirect: "manual", headers: { Cookie: basket } });
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toMatch(/^\/quote\?basket=1&model=retto-horizontal&size=RH-600-1000-D&/);
    expect((await visit("/quote")).headers.get("x-cache")).toBe("HIT");
  });

  test("a saved site name is on every cached page within a second", async () => {
    await visit("/");
    expect((await visit("/")).headers.get("x-cache")).toBe("HIT");
    const current = (await (await admin("/api/admin/settings", "GET", undefined)).json()) as {
      settings: { siteDescription: string };
      revision: number;
    };
    const saved = await admin("/api/admin/settings", "PUT", {
      siteName: "Tepore Purged",
      siteDescription: current.settings.siteDescription,
      revision: current.revision,
    });
    expect(saved.status).toBe(200);
    await seenWithin("/", "Tepore Purged");
  });

  test("a published page's changes are seen within a second, and its old address leads to its new one", async () => {
    expect((await admin("/api/admin/pages", "POST", { title: "Winter Warmth", slug: "winter-warmth" })).status).toBe(
      201,
    );
    expect((await admin("/api/admin/pages/winter-warmth/publish", "POST", {})).status).toBe(200);
    expect(await (await visit("/winter-warmth")).text()).toContain("Winter Warmth");
    expect((await visit("/winter-warmth")).headers.get("x-cache")).toBe("HIT");

    const saveDraft = async (title: string, slug: string) => {
      const { page } = (await (await admin("/api/admin/pages/winter-warmth", "GET", undefined)).json()) as {
        page: { description: string; revision: number };
      };
      const saved = await admin("/api/admin/pages/winter-warmth", "PUT", {
        page: { title, slug, description: page.description },
        revision: page.revision,
      });
      expect(saved.status).toBe(200);
    };
    await saveDraft("Winter Comfort", "winter-warmth");
    expect(await (await visit("/winter-warmth")).text(), "a draft changes nothing for visitors").toContain(
      "Winter Warmth",
    );
    expect((await admin("/api/admin/pages/winter-warmth/publish", "POST", {})).status).toBe(200);
    await seenWithin("/winter-warmth", "Winter Comfort");

    await saveDraft("Winter Comfort", "winter-comfort");
    expect((await admin("/api/admin/pages/winter-comfort/publish", "POST", {})).status).toBe(200);
    await expect
      .poll(async () => (await fetch(`${varnish.origin}/winter-warmth`, { redirect: "manual" })).status, {
        timeout: 1_000,
        intervals: [25],
      })
      .toBe(301);
    expect(await (await visit("/winter-comfort")).text()).toContain("Winter Comfort");
  });
});
