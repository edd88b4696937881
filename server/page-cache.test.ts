import { get, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync } from "node:zlib";

import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";

import { createPageCache, type PageCacheLimits, type RenderPage } from "./page-cache";

interface Site {
  url: string;
  renders: string[];
  close: () => Promise<void>;
}

const servers: Site[] = [];
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(servers.splice(0).map((site) => site.close()));
});

/** A real HTTP server with the cache in front of `render`, and an admin API whose writes clear the cache. */
async function site(
  render: (request: Request) => Promise<Response> | Response,
  limits?: PageCacheLimits,
): Promise<Site> {
  const renders: string[] = [];
  const renderPage: RenderPage = async (request) => {
    renders.push(new URL(request.url).pathname);
    return render(request);
  };
  const cache = createPageCache(renderPage, limits);
  const app = express();
  app.use("/api/admin", cache.clearAfterWrites);
  app.post("/api/admin/pages", (_req, res) => res.status(204).end());
  app.post("/api/admin/refused", (_req, res) => res.status(400).end());
  app.use(cache.serve);
  app.use((req, res) => res.status(200).send(`live ${req.method} ${req.path}`));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  const running: Site = {
    url: `http://127.0.0.1:${port}`,
    renders,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  servers.push(running);
  return running;
}

/** A GET as it goes over the wire: fetch would decode the body. */
function request(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).once("error", reject);
  });
}

const page = (body: string, init?: ResponseInit) =>
  new Response(body, { status: 200, headers: { "Content-Type": "text/html" }, ...init });
const home = () => page(`<script src="/boot.js"></script><p>Home</p>`);

describe("the page cache", () => {
  it("renders a page once and serves it from memory afterwards", async () => {
    const { url, renders } = await site(home);
    const first = await fetch(`${url}/`);
    const second = await fetch(`${url}/`);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(await second.text()).toContain("<p>Home</p>");
    expect(renders).toEqual(["/"]);
  });

  it("serves every visitor the same bytes with the right Content-Length", async () => {
    const { url } = await site(home);
    const identity = { headers: { "Accept-Encoding": "identity" } };
    const responses = await Promise.all([1, 2, 3].map(() => fetch(`${url}/`, identity)));
    const bodies = await Promise.all(responses.map(async (r) => Buffer.from(await r.arrayBuffer())));
    expect(new Set(bodies.map((body) => body.toString())).size).toBe(1);
    for (const [i, response] of responses.entries())
      expect(Number(response.headers.get("content-length"))).toBe(bodies[i]!.length);
  });

  it("gives a page a strong ETag of its bytes, and answers 304 with no body to a visitor who has them", async () => {
    const { url, renders } = await site(home);
    const first = await fetch(`${url}/`);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const cached = await fetch(`${url}/`);
    expect(cached.headers.get("etag")).toBe(etag);
    const again = await fetch(`${url}/`, { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe("");
    const changed = await fetch(`${url}/`, { headers: { "If-None-Match": '"something-else"' } });
    expect(changed.status).toBe(200);
    expect(renders).toEqual(["/"]);
  });

  it("keeps a brotli copy for browsers that accept it, made after the first visit: the same page, the same ETag", async () => {
    const { url, renders } = await site(home);
    const plain = await fetch(`${url}/`, { headers: { "Accept-Encoding": "identity" } });
    // The copy is made after the first visit, off its path.
    await expect
      .poll(async () => (await request(`${url}/`, { "Accept-Encoding": "br" })).headers["content-encoding"])
      .toBe("br");
    const raw = await request(`${url}/`, { "Accept-Encoding": "gzip, deflate, br" });
    expect(raw.headers["vary"]).toMatch(/Accept-Encoding/i);
    expect(Number(raw.headers["content-length"])).toBe(raw.body.length);
    expect(brotliDecompressSync(raw.body).toString()).toBe(await plain.text());
    const etag = raw.headers["etag"] as string;
    expect(etag).toBe(plain.headers.get("etag"));
    const again = await request(`${url}/`, { "Accept-Encoding": "br", "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(renders).toEqual(["/"]);
  });

  it("gives a page changed by a write a new ETag", async () => {
    let words = "before";
    const { url } = await site(() => page(`<p>${words}</p>`));
    const before = (await fetch(`${url}/`)).headers.get("etag");
    words = "after";
    await fetch(`${url}/api/admin/pages`, { method: "POST" });
    const after = await fetch(`${url}/`, { headers: { "If-None-Match": before! } });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(before);
  });

  it("gives no ETag to a page that is not a 200", async () => {
    const { url } = await site(() => page("Oops! Page not found", { status: 404 }));
    expect((await fetch(`${url}/nowhere`)).headers.get("etag")).toBeNull();
  });

  it("never keeps a response that sets a cookie", async () => {
    const { url, renders } = await site(() => page("personal", { headers: { "Set-Cookie": "a=1" } }));
    await fetch(`${url}/about`);
    await fetch(`${url}/about`);
    expect(renders).toEqual(["/about", "/about"]);
  });

  it("sends a quote page asked with a quote basket to the site, which opens that browser's request", async () => {
    const { url, renders } = await site(home);
    await fetch(`${url}/quote`);
    const basket = { headers: { cookie: "theme=dark; tepore-quote-basket=model=retto" } };
    expect(await (await fetch(`${url}/quote`, basket)).text()).toBe("live GET /quote");
    expect(await (await fetch(`${url}/quote`, { headers: { cookie: "tepore-quote-basket=" } })).text()).toContain(
      "<p>Home</p>",
    );
    expect(renders).toEqual(["/quote"]);
  });

  it("never keeps a response marked no-store or private (the health checks)", async () => {
    const { url, renders } = await site(() => page("ok", { headers: { "Cache-Control": "no-store" } }));
    await fetch(`${url}/healthz`);
    await fetch(`${url}/healthz`);
    expect(renders).toEqual(["/healthz", "/healthz"]);
  });

  it("never keeps anything but a 200, so every not-found visit is rendered (and logged)", async () => {
    const { url, renders } = await site(() => page("Oops! Page not found", { status: 404 }));
    expect((await fetch(`${url}/nowhere`)).status).toBe(404);
    expect((await fetch(`${url}/nowhere`)).status).toBe(404);
    expect(renders).toEqual(["/nowhere", "/nowhere"]);
  });

  it("does not keep a render that overlapped a successful admin write", async () => {
    let finishRender: () => void = () => {};
    const { url, renders } = await site(async () => {
      if (renders.length === 1) await new Promise<void>((resolve) => (finishRender = resolve));
      return home();
    });
    const slow = fetch(`${url}/`);
    await vi.waitFor(() => expect(renders).toHaveLength(1));
    expect((await fetch(`${url}/api/admin/pages`, { method: "POST" })).status).toBe(204);
    finishRender();
    expect((await slow).status).toBe(200);
    await fetch(`${url}/`);
    expect(renders).toEqual(["/", "/"]);
  });

  it("forgets every page after a successful admin write, but not after a refused one", async () => {
    const { url, renders } = await site(home);
    await fetch(`${url}/`);
    await fetch(`${url}/gallery`);
    await fetch(`${url}/api/admin/refused`, { method: "POST" });
    await fetch(`${url}/`);
    expect(renders).toEqual(["/", "/gallery"]);
    await fetch(`${url}/api/admin/pages`, { method: "POST" });
    await fetch(`${url}/`);
    await fetch(`${url}/gallery`);
    expect(renders).toEqual(["/", "/gallery", "/", "/gallery"]);
  });

  it("answers HEAD from a cached page with its headers and no body, and passes a HEAD it has not cached on", async () => {
    const { url, renders } = await site(home);
    const miss = await fetch(`${url}/design`, { method: "HEAD" });
    expect(renders).toEqual([]);
    expect(miss.status).toBe(200);
    await fetch(`${url}/design`);
    const hit = await fetch(`${url}/design`, { method: "HEAD" });
    expect(hit.status).toBe(200);
    expect(hit.headers.get("content-type")).toContain("text/html");
    expect(Number(hit.headers.get("content-length"))).toBeGreaterThan(0);
    expect(await hit.text()).toBe("");
    expect(renders).toEqual(["/design"]);
  });

  it("leaves the admin area, the API, the media library and route discovery live", async () => {
    const { url, renders } = await site(home);
    for (const path of ["/admin", "/admin/pages", "/api/messages", "/media/a.webp", "/admin.data", "/__manifest"]) {
      expect(await (await fetch(`${url}${path}`)).text()).toBe(`live GET ${path}`);
    }
    expect(renders).toEqual([]);
  });

  it("keys pages by their full address, query included", async () => {
    const { url, renders } = await site(home);
    await fetch(`${url}/gallery?category=modern`);
    await fetch(`${url}/gallery?category=classic`);
    await fetch(`${url}/gallery?category=modern`);
    expect(renders).toEqual(["/gallery", "/gallery"]);
  });

  it("ignores query parameters no page reads: they are neither cached as new pages nor seen by the render", async () => {
    const seen: string[] = [];
    const { url, renders } = await site((request) => {
      seen.push(new URL(request.url).search);
      return home();
    });
    for (let v = 0; v < 5; v++) await fetch(`${url}/gallery?v=${v}&category=modern&utm_source=x`);
    expect(renders).toEqual(["/gallery"]);
    expect(seen).toEqual(["?category=modern"]);
  });

  it("keys a route's data for React Router by its whole address", async () => {
    const { url, renders } = await site(home);
    await fetch(`${url}/gallery.data?_routes=a`);
    await fetch(`${url}/gallery.data?_routes=b`);
    await fetch(`${url}/gallery.data?_routes=a`);
    expect(renders).toEqual(["/gallery.data", "/gallery.data"]);
  });

  it("passes a redirect the visitor's whole query, parameters no page reads included", async () => {
    const { url } = await site((request) =>
      new URL(request.url).pathname === "/old"
        ? new Response(null, { status: 301, headers: { Location: `/new${new URL(request.url).search}` } })
        : page("new"),
    );
    const moved = await fetch(`${url}/old?utm_source=mail&category=modern`, { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/new?utm_source=mail&category=modern");
  });

  it("lets the oldest pages go when their bytes pass the limit", async () => {
    const kilobyte = () => page("x".repeat(1000));
    const { url, renders } = await site(kilobyte, { maxBytes: 2500, maxAgeMs: 60_000 });
    for (const path of ["/a", "/b", "/c", "/b", "/c", "/a"]) await fetch(`${url}${path}`);
    expect(renders).toEqual(["/a", "/b", "/c", "/a"]);
  });

  it("never keeps a page larger than the whole cache", async () => {
    const { url, renders } = await site(home, { maxBytes: 10, maxAgeMs: 60_000 });
    await fetch(`${url}/`);
    await fetch(`${url}/`);
    expect(renders).toEqual(["/", "/"]);
  });

  it("renders a page again once it has been kept for its maximum age", async () => {
    const { url, renders } = await site(home, { maxBytes: 1_000_000, maxAgeMs: 60_000 });
    const now = Date.now();
    const clock = vi.spyOn(Date, "now").mockReturnValue(now);
    await fetch(`${url}/`);
    clock.mockReturnValue(now + 59_000);
    await fetch(`${url}/`);
    clock.mockReturnValue(now + 61_000);
    await fetch(`${url}/`);
    clock.mockRestore();
    expect(renders).toEqual(["/", "/"]);
  });

  it("passes a render's failure on to the error handler", async () => {
    const { url } = await site(() => {
      throw new Error("render failed");
    });
    const response = await fetch(`${url}/`);
    expect(response.status).toBe(500);
  });
});
