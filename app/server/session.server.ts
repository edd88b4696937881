import { createHash, randomBytes } from "node:crypto";

import { and, eq, gt, lte, ne, or } from "drizzle-orm";

import { getDb } from "./db.server";
import { sessions } from "./schema.server";

/** The only cookie the site sets (the cookie policy names it). */
const sessionCookieName = "tepore_session";
/** A session ends seven days after sign-in, however much it is used... */
export const sessionLifetimeMs = 7 * 24 * 60 * 60 * 1000;
/** ...and after two hours without a request, so a forgotten signed-in browser does not stay open. */
export const sessionIdleTimeoutMs = 2 * 60 * 60 * 1000;
/** Use is written down at most once a minute, not on every request. */
const lastSeenPrecisionMs = 60 * 1000;

const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

export function cookieValue(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie") ?? "";
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      // Not a value this site set (it only sets URL-safe tokens): no session.
      return undefined;
    }
  }
  return undefined;
}

export function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

/** Starts a session and returns the Set-Cookie header that carries it. */
export function createSession(request: Request, now = Date.now()): string {
  const token = randomBytes(32).toString("base64url");
  const db = getDb();
  db.delete(sessions)
    .where(
      or(lte(sessions.expiresAt, new Date(now).toISOString()), lte(sessions.lastSeenAt, now - sessionIdleTimeoutMs)),
    )
    .run();
  db.insert(sessions)
    .values({
      tokenHash: hashToken(token),
      expiresAt: new Date(now + sessionLifetimeMs).toISOString(),
      lastSeenAt: now,
    })
    .run();
  return serializeCookie(request, token, sessionLifetimeMs / 1000);
}

/** A Set-Cookie header for a cookie scripts cannot read, sent only over HTTPS when the request came that way. */
export function httpOnlyCookie(
  request: Request,
  cookie: { name: string; value: string; path: string; maxAgeSeconds: number },
) {
  const parts = [
    `${cookie.name}=${cookie.value}`,
    `Path=${cookie.path}`,
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${cookie.maxAgeSeconds}`,
  ];
  if (isHttps(request)) parts.push("Secure");
  return parts.join("; ");
}

const serializeCookie = (request: Request, value: string, maxAgeSeconds: number) =>
  httpOnlyCookie(request, { name: sessionCookieName, value: encodeURIComponent(value), path: "/", maxAgeSeconds });

/** The hash of the request's session token when the session is valid (and now used), else null. */
export function currentSession(request: Request, now = Date.now()): string | null {
  const token = cookieValue(request, sessionCookieName);
  if (!token) return null;
  const tokenHash = hashToken(token);
  const db = getDb();
  const row = db
    .select({ tokenHash: sessions.tokenHash, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, new Date(now).toISOString()),
        gt(sessions.lastSeenAt, now - sessionIdleTimeoutMs),
      ),
    )
    .get();
  if (!row) return null;
  if (now - row.lastSeenAt >= lastSeenPrecisionMs) {
    db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash)).run();
  }
  return row.tokenHash;
}

/** Ends the request's session and returns the Set-Cookie header that clears the cookie. */
export function destroySession(request: Request): string {
  const token = cookieValue(request, sessionCookieName);
  if (token)
    getDb()
      .delete(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)))
      .run();
  return serializeCookie(request, "", 0);
}

/** Ends every session but the given one (after a password change). */
export function destroyOtherSessions(keepTokenHash: string): void {
  getDb().delete(sessions).where(ne(sessions.tokenHash, keepTokenHash)).run();
}
