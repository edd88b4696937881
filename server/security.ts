import { createHash, randomBytes } from "node:crypto";

import type { NextFunction, Request, Response } from "express";

import { heldBackFromCache } from "~/lib/held-back-from-cache";
import { speculationRules } from "~/lib/speculation-rules";

const production = process.env.NODE_ENV === "production";

const hashOf = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;

/** The public pages' inline scripts run by their hashes: the speculation rules (decision 140), the cache's (218). */
const inlineScripts = [speculationRules, heldBackFromCache].map(hashOf).join(" ");

/**
 * The headers of every response. Scripts run only from the site: on public pages that is all (their HTML is the
 * same bytes for every visitor, so a CDN can keep it, decision 111); the hydrated admin's inline scripts run with
 * this request's nonce.
 */
export function securityHeaders(req: Request, res: Response, next: NextFunction) {
  const admin = req.path === "/admin" || req.path.startsWith("/admin/");
  const nonce = admin ? randomBytes(16).toString("base64") : "";
  res.locals.cspNonce = nonce;
  // The builder's device preview frames this one admin address; no other site may frame it.
  const framedByBuilder = /^\/admin\/preview(\.data)?$/.test(req.path);
  const directives = [
    "default-src 'self'",
    production
      ? `script-src 'self'${nonce ? ` 'nonce-${nonce}'` : ""} ${inlineScripts}`
      : "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    production ? "connect-src 'self'" : "connect-src 'self' ws:",
    "frame-src 'self' https://www.openstreetmap.org",
    `frame-ancestors ${admin && !framedByBuilder ? "'none'" : "'self'"}`,
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ];
  setHeaders(req, res, directives.join("; "));
  if (admin) {
    res.setHeader("X-Frame-Options", framedByBuilder ? "SAMEORIGIN" : "DENY");
    // The administrator's pages keep no window of another site near them. A public page, the same bytes for every
    // visitor, goes without: that isolation makes a visitor's first page start in a browsing context group and a
    // renderer of its own, the longest task of its load on a phone (decision 229).
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  }
  next();
}

/** The headers of static files (scripts, styles, images): nothing may run or load inside them on their own. */
export function fileSecurityHeaders(res: Response) {
  setHeaders(res.req, res, "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
}

/**
 * The headers of scripts, styles and fonts. They are never shown as documents, and the Content-Security-Policy,
 * Referrer-Policy and Permissions-Policy govern documents only; on the seven scripts of a page those three cost
 * 1.5 KB of its JavaScript budget. What matters for them is that browsers never sniff another type.
 */
export function subresourceHeaders(res: Response) {
  res.setHeader("X-Content-Type-Options", "nosniff");
  if (res.req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}

function setHeaders(req: Request, res: Response, policy: string) {
  res.setHeader("Content-Security-Policy", policy);
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
  if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}

/** Admin API answers carry the administrator's data: no browser or shared cache may keep them. */
export function privateResponses(_req: Request, res: Response, next: NextFunction) {
  res.setHeader("Cache-Control", "no-store");
  next();
}

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** Writes are accepted only from the site's own pages (docs/product.md#sign-in). */
export function sameOriginWrites(req: Request, res: Response, next: NextFunction) {
  if (safeMethods.has(req.method)) return next();
  const origin = req.get("origin");
  const fetchSite = req.get("sec-fetch-site");
  const ownOrigin = `${req.protocol}://${req.get("host")}`;
  const crossOrigin = origin ? origin !== ownOrigin : fetchSite === "cross-site";
  if (crossOrigin) {
    res.status(403).json({ error: "This request must come from the site itself." });
    return;
  }
  next();
}
