import { describe, expect, it } from "vitest";

import { showing } from "~/server/cache-keys.server";

import { cachingHeaders, cdnCachePolicy, withCacheHeaders } from "./cdn-headers";

const policy = { sMaxAge: 300, staleWhileRevalidate: 86_400 };
const keys = new Set(["site", "settings", "page-about"]);
const get = (path = "/about") => new Request(`https://tepore.test${path}`);
const page = (init?: ResponseInit) => new Response("<p>About</p>", { status: 200, ...init });
const headersOf = (response: Response) => Object.fromEntries(response.headers.entries());

describe("the caching headers of public answers", () => {
  it("lets shared caches keep a public page for s-maxage, browsers always ask again, named by what it shows", () => {
    const response = withCacheHeaders(get(), page(), keys, policy);
    expect(headersOf(response)).toMatchObject({
      "cache-control": "public, max-age=0, s-maxage=300, stale-while-revalidate=86400",
      "surrogate-key": "site settings page-about",
      "cache-tag": "site,settings,page-about",
    });
  });

  it("keeps the status and the body", async () => {
    const response = withCacheHeaders(get(), page({ headers: { "Content-Type": "text/html" } }), keys, policy);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html");
    expect(await response.text()).toBe("<p>About</p>");
  });

  it("never lets a shared cache keep an answer that sets a cookie or varies by the visitor's cookies", () => {
    const personal: [string, string][] = [
      ["Set-Cookie", "a=1"],
      ["Vary", "Accept-Encoding, Cookie"],
      ["Vary", "*"],
    ];
    for (const header of personal) {
      const headers = [header];
      const response = withCacheHeaders(get(), page({ headers }), keys, policy);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(response.headers.get("surrogate-key")).toBeNull();
    }
  });

  it("keeps no 404, redirect or error, and no answer to a form", () => {
    for (const status of [301, 302, 404, 500, 503]) {
      const response = withCacheHeaders(get(), new Response(null, { status }), keys, policy);
      expect(response.headers.get("cache-control"), String(status)).toBe("no-store");
      expect(response.headers.get("cache-tag")).toBeNull();
    }
    const posted = withCacheHeaders(new Request("https://tepore.test/quote", { method: "POST" }), page(), keys, policy);
    expect(posted.headers.get("cache-control")).toBe("no-store");
  });

  it("leaves a route's own Cache-Control (the sitemap's hour, a health check's no-store)", () => {
    const sitemap = withCacheHeaders(
      get("/sitemap.xml"),
      page({ headers: { "Cache-Control": "public, max-age=3600" } }),
      keys,
      policy,
    );
    expect(sitemap.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(sitemap.headers.get("surrogate-key"), "purging the site purges it too").toBe("site settings page-about");
    const health = withCacheHeaders(get("/healthz"), page({ headers: { "Cache-Control": "no-store" } }), keys, policy);
    expect(health.headers.get("cache-control")).toBe("no-store");
    expect(health.headers.get("surrogate-key")).toBeNull();
  });

  it("names the keys of everything the render read", async () => {
    const handle = cachingHeaders(async () => {
      showing("catalogue");
      await Promise.resolve();
      showing("page-quote");
      return page();
    }, policy);
    const response = await handle(get("/quote"), {} as never);
    expect(response.headers.get("surrogate-key")).toBe("site catalogue page-quote");
  });

  it("leaves the admin's answers to the admin's own no-store", async () => {
    const handle = cachingHeaders(async () => page(), policy);
    for (const path of ["/admin", "/admin/pages", "/admin.data", "/api/admin/pages"]) {
      const response = await handle(get(path), {} as never);
      expect(response.headers.get("cache-control"), path).toBeNull();
      expect(response.headers.get("surrogate-key"), path).toBeNull();
    }
  });
});

describe("the cache lifetimes from the environment", () => {
  it("defaults to five minutes at the CDN and a day of serving stale while it asks again", () => {
    expect(cdnCachePolicy({})).toEqual({ sMaxAge: 300, staleWhileRevalidate: 86_400 });
  });

  it("takes CDN_S_MAXAGE and CDN_STALE_WHILE_REVALIDATE in seconds", () => {
    expect(cdnCachePolicy({ CDN_S_MAXAGE: "60", CDN_STALE_WHILE_REVALIDATE: "0" })).toEqual({
      sMaxAge: 60,
      staleWhileRevalidate: 0,
    });
  });

  it("refuses anything but whole seconds, saying which variable", () => {
    expect(() => cdnCachePolicy({ CDN_S_MAXAGE: "5m" })).toThrow(
      "CDN_S_MAXAGE=5m is not a whole number of seconds (such as 300).",
    );
    expect(() => cdnCachePolicy({ CDN_STALE_WHILE_REVALIDATE: "-1" })).toThrow("CDN_STALE_WHILE_REVALIDATE=-1");
  });
});
