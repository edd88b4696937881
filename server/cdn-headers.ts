// What a CDN may keep, and under which keys (decision 111): public HTML is the same bytes for every visitor, so a
// shared cache keeps it briefly, serves it stale while it asks again, and is purged by key on every publish.
import type { AppLoadContext } from "react-router";

import { readingKeys } from "~/server/cache-keys.server";

export interface CdnCachePolicy {
  /** Seconds a shared cache serves a page without asking the site. */
  sMaxAge: number;
  /** Seconds after that it may still serve the page while it fetches a fresh one. */
  staleWhileRevalidate: number;
}

function seconds(name: string, value: string | undefined, fallback: number): number {
  const setting = (value ?? "").trim();
  if (setting === "") return fallback;
  if (!/^\d+$/.test(setting))
    throw new Error(`${name}=${setting} is not a whole number of seconds (such as ${fallback}).`);
  return Number(setting);
}

/** The shared caches' lifetimes from CDN_S_MAXAGE (default 300) and CDN_STALE_WHILE_REVALIDATE (default 86400). */
export function cdnCachePolicy(env: Record<string, string | undefined> = process.env): CdnCachePolicy {
  return {
    sMaxAge: seconds("CDN_S_MAXAGE", env.CDN_S_MAXAGE, 300),
    staleWhileRevalidate: seconds("CDN_STALE_WHILE_REVALIDATE", env.CDN_STALE_WHILE_REVALIDATE, 86_400),
  };
}

/** The administrator's screens and data: never kept by any cache. */
export const isAdminPath = (path: string) => /^\/(admin|api\/admin)(\/|\.data|$)/.test(path);

/** Browsers always ask again (a publish shows at once); shared caches keep the page for `sMaxAge`. */
export const publicCacheControl = ({ sMaxAge, staleWhileRevalidate }: CdnCachePolicy) =>
  `public, max-age=0, s-maxage=${sMaxAge}, stale-while-revalidate=${staleWhileRevalidate}`;

/** Anything personal to one visitor: a cookie set, or an answer that differs by the visitor's cookies. */
function personal(response: Response) {
  return response.headers.has("set-cookie") || /(^|,)\s*(\*|cookie)\s*(,|$)/i.test(response.headers.get("vary") ?? "");
}

/**
 * The caching headers of one public answer. A 200 GET the route left to us is public, named by the keys of what
 * it showed: `Surrogate-Key` space-separated (Fastly, Varnish), `Cache-Tag` comma-separated (Cloudflare). A route's
 * own Cache-Control (sitemap, health checks, spec sheets) stands. Everything else is never kept: a form's answer,
 * anything personal, redirects (they follow the pages' addresses), 404s (each one is logged) and errors.
 */
export function withCacheHeaders(
  request: Request,
  response: Response,
  keys: ReadonlySet<string>,
  policy: CdnCachePolicy,
): Response {
  const headers = new Headers(response.headers);
  const read = request.method === "GET" || request.method === "HEAD";
  if (personal(response)) headers.set("Cache-Control", "private, no-store");
  else if (!read || (!headers.has("cache-control") && response.status !== 200))
    headers.set("Cache-Control", "no-store");
  else if (!headers.has("cache-control")) headers.set("Cache-Control", publicCacheControl(policy));
  if (read && !/no-store|private/.test(headers.get("cache-control") ?? "")) {
    headers.set("Surrogate-Key", [...keys].join(" "));
    headers.set("Cache-Tag", [...keys].join(","));
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

type FetchHandler = (request: Request, context: AppLoadContext) => Promise<Response>;

/** The app's handler with the caching headers on every public answer; the admin's are left to `privateResponses`. */
export function cachingHeaders(handle: FetchHandler, policy: CdnCachePolicy): FetchHandler {
  return async (request, context) => {
    if (isAdminPath(new URL(request.url).pathname)) return handle(request, context);
    const { result, keys } = await readingKeys(() => handle(request, context));
    return withCacheHeaders(request, result, keys, policy);
  };
}
