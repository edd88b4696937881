// Rendered public pages, kept in memory until the administrator changes anything (decision 040).
import type { NextFunction, Request, Response } from "express";
import { pageQuery } from "~/lib/page-query-keys";

/** Renders one page: the Fetch API request built from the Express one, answered by the app. */
export type RenderPage = (request: globalThis.Request, req: Request, res: Response) => Promise<globalThis.Response>;

interface CachedPage {
  status: number;
  headers: [string, string][];
  /** The body cut where the nonce it was rendered with stood; each response puts its own nonce there. */
  parts: Buffer[];
  /** Bytes of the parts, without the nonces. */
  length: number;
  storedAt: number;
}

export interface PageCacheLimits {
  /** Bytes of pages kept at most; the oldest entries go first. */
  maxBytes: number;
  /** How long a page is served from memory, so nothing time-dependent (the footer's year) stays stale for long. */
  maxAgeMs: number;
}

/** Every public page and many of their variants, and a fixed share of the server's memory whatever is asked. */
const defaultLimits: PageCacheLimits = { maxBytes: 8 * 1024 * 1024, maxAgeMs: 5 * 60_000 };

/**
 * Public GETs only: the admin, the API, the media library and the router's route discovery (`/__manifest`, whose
 * `paths` and `version` must reach it whole) are always live.
 */
function cacheable(req: Request) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  return !/^\/(admin|api|__manifest)(\/|\.data|$)/.test(req.path) && !req.path.startsWith("/media/");
}

/**
 * The address a page is rendered and kept under: a document keeps only the query parameters pages read
 * (app/lib/page-query-keys). A route's data for React Router (`.data`) carries the router's own parameters
 * (`_routes`) and keeps its whole address.
 */
function keyOf(req: Request) {
  const origin = `${req.protocol}://${req.get("host") ?? ""}`;
  if (req.path.endsWith(".data")) return `${origin}${req.originalUrl}`;
  const [path = "", search = ""] = req.originalUrl.split(/\?(.*)/s);
  return `${origin}${path}${pageQuery(new URLSearchParams(search))}`;
}

function send(res: Response, page: CachedPage, nonce: string) {
  res.status(page.status);
  for (const [name, value] of page.headers) res.append(name, value);
  res.setHeader("Content-Length", page.length + Buffer.byteLength(nonce) * (page.parts.length - 1));
  if (res.req.method === "HEAD") return res.end();
  // One buffer, one end(): corking the socket around several writes deadlocks behind the compression
  // middleware once the compressed body outgrows its buffer (it waits for a drain the cork prevents).
  const nonceBytes = Buffer.from(nonce);
  res.end(Buffer.concat(page.parts.flatMap((part, i) => (i > 0 ? [nonceBytes, part] : [part]))));
}

/**
 * Serves public pages from memory and renders the missing ones once. Only a plain 200 without cookies is
 * kept, so 404s are still logged and anything personal is never shared. `clearAfterWrites` goes in front of
 * the admin API: any successful write there may change what a public page shows, so every page is forgotten.
 */
export function createPageCache(render: RenderPage, limits: PageCacheLimits = defaultLimits) {
  const pages = new Map<string, CachedPage>();
  let storedBytes = 0;
  /** Counts the clears, so a render that overlapped one is not kept. */
  let invalidations = 0;

  function forget(key: string) {
    storedBytes -= pages.get(key)?.length ?? 0;
    pages.delete(key);
  }

  function remember(key: string, page: CachedPage) {
    forget(key);
    if (page.length > limits.maxBytes) return;
    while (storedBytes + page.length > limits.maxBytes) forget(pages.keys().next().value as string);
    pages.set(key, page);
    storedBytes += page.length;
  }

  async function serve(req: Request, res: Response, next: NextFunction) {
    if (!cacheable(req)) return next();
    const nonce = String(res.locals.cspNonce ?? "");
    const key = keyOf(req);
    const hit = pages.get(key);
    if (hit && Date.now() - hit.storedAt < limits.maxAgeMs) return send(res, hit, nonce);
    if (req.method === "HEAD") return next();
    try {
      const generation = invalidations;
      const renderAt = (url: string) => render(new Request(url, { headers: toHeaders(req) }), req, res);
      let response = await renderAt(key);
      // A redirect (never kept) carries the visitor's whole query on to its target, campaign tags included.
      const address = `${req.protocol}://${req.get("host") ?? ""}${req.originalUrl}`;
      if (response.status >= 300 && response.status < 400 && address !== key) {
        await response.body?.cancel();
        response = await renderAt(address);
      }
      const page: CachedPage = {
        status: response.status,
        headers: [...response.headers.entries()].filter(([name]) => name !== "content-length"),
        ...cut(await response.text(), nonce),
        storedAt: Date.now(),
      };
      const keep =
        response.status === 200 &&
        !response.headers.has("set-cookie") &&
        !/no-store|private/.test(response.headers.get("cache-control") ?? "") &&
        generation === invalidations;
      if (keep) remember(key, page);
      send(res, page, nonce);
    } catch (error) {
      next(error);
    }
  }

  function clearAfterWrites(req: Request, res: Response, next: NextFunction) {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.on("finish", () => {
        if (res.statusCode < 400) {
          invalidations += 1;
          pages.clear();
          storedBytes = 0;
        }
      });
    }
    next();
  }

  return { serve, clearAfterWrites };
}

function cut(body: string, nonce: string) {
  const parts = (nonce ? body.split(nonce) : [body]).map((part) => Buffer.from(part));
  return { parts, length: parts.reduce((sum, part) => sum + part.length, 0) };
}

function toHeaders(req: Request) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}
