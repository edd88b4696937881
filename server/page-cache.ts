// Rendered public pages, kept in memory until the administrator changes anything (decision 040), each with a strong
// ETag so a browser or CDN that has it gets 304 Not Modified (decision 111).
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";

import type { NextFunction, Request, Response } from "express";

import { pageQuery } from "~/lib/page-query-keys";
import { holdsBasket } from "~/lib/quote-address";

/** Renders one page: the Fetch API request built from the Express one, answered by the app. */
export type RenderPage = (request: globalThis.Request, req: Request, res: Response) => Promise<globalThis.Response>;

interface CachedPage {
  status: number;
  headers: [string, string][];
  /** The same bytes for every visitor: public pages carry no nonce. */
  body: Buffer;
  etag: string;
  /** The body compressed once, as tightly as brotli can, for every browser that accepts it (decision 176). */
  brotli?: Buffer;
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
  // A buyer's quote basket: the quote page opens the request it holds (decision 209).
  if (req.path === "/quote" && holdsBasket(req.headers.cookie ?? "")) return false;
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

/** A strong validator: the body's own digest, so every server and every restart gives the same page the same tag. */
const etagOf = (body: Buffer) => `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;

/**
 * Whether the client's If-None-Match names this page (weak comparison, as RFC 9110 asks). Not Express's `req.fresh`:
 * it says no whenever the request has `Cache-Control: no-cache`, which fetch() adds to every conditional request.
 */
function holdsPage(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

const compress = promisify(brotliCompress);
const brotliOf = (body: Buffer) =>
  compress(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });

function send(res: Response, page: CachedPage) {
  res.status(page.status);
  for (const [name, value] of page.headers) res.append(name, value);
  res.vary("Accept-Encoding");
  // The brotli copy when the browser takes it (the compression middleware leaves an encoded body as it is). Its tag
  // is the page's, as the copy compressed on the fly before it had: the same page, whichever visit a cache kept.
  const brotli = page.brotli && res.req.acceptsEncodings("br") === "br" ? page.brotli : undefined;
  if (brotli) res.setHeader("Content-Encoding", "br");
  const body = brotli ?? page.body;
  if (page.status === 200) {
    res.setHeader("ETag", page.etag);
    if (holdsPage(res.req.get("if-none-match"), page.etag)) return res.status(304).end();
  }
  res.setHeader("Content-Length", body.length);
  if (res.req.method === "HEAD") return res.end();
  res.end(body);
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

  const sizeOf = (page: CachedPage) => page.body.length + (page.brotli?.length ?? 0);

  function forget(key: string) {
    const page = pages.get(key);
    if (page) storedBytes -= sizeOf(page);
    pages.delete(key);
  }

  function remember(key: string, page: CachedPage) {
    forget(key);
    if (sizeOf(page) > limits.maxBytes) return;
    while (storedBytes + sizeOf(page) > limits.maxBytes) forget(pages.keys().next().value as string);
    pages.set(key, page);
    storedBytes += sizeOf(page);
  }

  /**
   * Compresses a kept page as tightly as brotli can, off the request's path: the first visitor gets the page at
   * once (compressed on the fly), every later one the smaller copy.
   */
  async function addBrotli(key: string, page: CachedPage) {
    // Should compressing ever fail, the page is served as it is, compressed on the fly.
    const body = await brotliOf(page.body).catch(() => null);
    if (!body || pages.get(key) !== page) return;
    page.brotli = body;
    storedBytes += body.length;
  }

  async function serve(req: Request, res: Response, next: NextFunction) {
    if (!cacheable(req)) return next();
    const key = keyOf(req);
    const hit = pages.get(key);
    if (hit && Date.now() - hit.storedAt < limits.maxAgeMs) return send(res, hit);
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
      const body = Buffer.from(await response.arrayBuffer());
      const page: CachedPage = {
        status: response.status,
        headers: [...response.headers.entries()].filter(([name]) => name !== "content-length" && name !== "etag"),
        body,
        etag: etagOf(body),
        storedAt: Date.now(),
      };
      const keep =
        response.status === 200 &&
        !response.headers.has("set-cookie") &&
        !/no-store|private/.test(response.headers.get("cache-control") ?? "") &&
        generation === invalidations;
      if (keep) {
        remember(key, page);
        void addBrotli(key, page);
      }
      send(res, page);
    } catch (error) {
      next(error);
    }
  }

  /** Forgets every page: something visitors see has changed. */
  function clear() {
    invalidations += 1;
    pages.clear();
    storedBytes = 0;
  }

  function clearAfterWrites(req: Request, res: Response, next: NextFunction) {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.on("finish", () => {
        if (res.statusCode < 400) clear();
      });
    }
    next();
  }

  return { serve, clear, clearAfterWrites };
}

function toHeaders(req: Request) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}
