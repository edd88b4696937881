import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
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

/**
 * A real HTTP server with the cache in front of `render`, a fresh nonce per request (as the security headers
 * give), and an admin API whose writes clear the cache.
 */
async function site(
  render: (request: Request, nonce: string) => Promise<Response> | Response,
  limits?: PageCacheLimits,
): Promise<Site> {
  const renders: string[] = [];
  const renderPage: RenderPage = async (request, _req, res) => {
    renders.push(new URL(request.url).pathname);
    return render(request, String(res.locals.cspNonce));
  };
  const cache = createPageCache(renderPage, limits);
  const app = express();
  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(12).toString("base64url");
    next();
  });
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

const page = (body: string, init?: ResponseInit) =>
  new Response(body, { status: 200, headers: { "Content-Type": "text/html" }, ...init });
const withNonce = (_request: Request, nonce: string) =>
  page(`<script nonce="${nonce}">1</script><p>Home</p><script nonce="${nonce}">2</script>`);

describe("the page cache", () => {
  it("renders a page once and serves it from memory afterwards", async () => {
    const { url, renders } = await site(withNonce);
    const first = await fetch(`${url}/`);
    const second = await fetch(`${url}/`);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(await second.text()).toContain("<p>Home</p>");
    expect(renders).toEqual(["/"]);
  });

  it("gives every response its own nonce, in every place the render put one", async () => {
    const { url } = await site(withNonce);
    const bodies = await Promise.all([1, 2, 3].map(async () => (await fetch(`${url}/`)).text()));
    const noncesOf = (body: string) => [...body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
    const nonces = bodies.map(noncesOf);
    for (const [a, b] of nonces) expect(a).toBe(b);
    expect(new Set(nonces.map(([a]) => a)).size).toBe(3);
  });

  it("sends the right Content-Length for a cached page with a nonce of its own", async () => {
    const { url } = await site(withNonce);
    await fetch(`${url}/`);
    const response = await fetch(`${url}/`);
    const body = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get("content-length"))).toBe(body.length);
  });

  it("never keeps a response that sets a cookie", async () => {
    const { url, renders } = await site(() => page("personal", { headers: { "Set-Cookie": "a=1" } }));
    await fetch(`${url}/about`);
    await fetch(`${url}/about`);
    expect(renders).toEqual(["/about", "/about"]);
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
    const { url, renders } = await site(async (request, nonce) => {
      if (renders.length === 1) await new Promise<void>((resolve) => (finishRender = resolve));
      return withNonce(request, nonce);
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
    const { url, renders } = await site(withNonce);
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
    const { url, renders } = await site(withNonce);
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
    const { url, renders } = await site(withNonce);
    for (const path of ["/admin", "/admin/pages", "/api/messages", "/media/a.webp", "/admin.data", "/__manifest"]) {
      expect(await (await fetch(`${url}${path}`)).text()).toBe(`live GET ${path}`);
    }
    expect(renders).toEqual([]);
  });

  it("keys pages by their full address, query included", async () => {
    const { url, renders } = await site(withNonce);
    await fetch(`${url}/gallery?category=modern`);
    await fetch(`${url}/gallery?category=classic`);
    await fetch(`${url}/gallery?category=modern`);
    expect(renders).toEqual(["/gallery", "/gallery"]);
  });

  it("ignores query parameters no page reads: they are neither cached as new pages nor seen by the render", async () => {
    const seen: string[] = [];
    const { url, renders } = await site((request, nonce) => {
      seen.push(new URL(request.url).search);
      return withNonce(request, nonce);
    });
    for (let v = 0; v < 5; v++) await fetch(`${url}/gallery?v=${v}&category=modern&utm_source=x`);
    expect(renders).toEqual(["/gallery"]);
    expect(seen).toEqual(["?category=modern"]);
  });

  it("keys a route's data for React Router by its whole address", async () => {
    const { url, renders } = await site(withNonce);
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
    const kilobyte = (_request: Request, nonce: string) =>
      page(`<script nonce="${nonce}"></script>${"x".repeat(1000)}`);
    const { url, renders } = await site(kilobyte, { maxBytes: 2500, maxAgeMs: 60_000 });
    for (const path of ["/a", "/b", "/c", "/b", "/c", "/a"]) await fetch(`${url}${path}`);
    expect(renders).toEqual(["/a", "/b", "/c", "/a"]);
  });

  it("never keeps a page larger than the whole cache", async () => {
    const { url, renders } = await site(withNonce, { maxBytes: 10, maxAgeMs: 60_000 });
    await fetch(`${url}/`);
    await fetch(`${url}/`);
    expect(renders).toEqual(["/", "/"]);
  });

  it("renders a page again once it has been kept for its maximum age", async () => {
    const { url, renders } = await site(withNonce, { maxBytes: 1_000_000, maxAgeMs: 60_000 });
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
