import { createHash } from "node:crypto";

import { describe, expect, it } from "vitest";

import { getDb } from "./db.server";
import { sessions } from "./schema.server";
import {
  createSession,
  currentSession,
  destroyOtherSessions,
  destroySession,
  sessionIdleTimeoutMs,
  sessionLifetimeMs,
} from "./session.server";

const request = (cookie?: string, url = "http://localhost/admin") =>
  new Request(url, { headers: cookie ? { cookie } : {} });
const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;
/** The stored form of a cookie's token: its SHA-256, never the token itself. */
const currentSessionHash = (cookie: string) => createHash("sha256").update(cookie.split("=")[1]!).digest("base64url");

describe("admin sessions (docs/product.md#sign-in)", () => {
  it("sets an HttpOnly, SameSite=Lax cookie, Secure only over HTTPS", () => {
    const plain = createSession(request());
    expect(plain).toMatch(/^tepore_session=[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=604800$/);
    expect(createSession(request(undefined, "https://tepore.co.uk/admin"))).toMatch(/; Secure$/);
  });

  it("recognises its own cookie until it is destroyed, and never a forged one", () => {
    const cookie = cookieOf(createSession(request()));
    expect(currentSession(request(cookie))).not.toBeNull();
    expect(currentSession(request("tepore_session=forged"))).toBeNull();
    expect(currentSession(request())).toBeNull();
    expect(destroySession(request(cookie))).toMatch(/^tepore_session=; .*Max-Age=0/);
    expect(currentSession(request(cookie))).toBeNull();
  });

  it("expires after seven days, however often it is used", () => {
    const start = Date.now();
    const cookie = cookieOf(createSession(request(), start));
    const hour = 60 * 60 * 1000;
    for (let at = start + hour; at < start + sessionLifetimeMs; at += hour) {
      expect(currentSession(request(cookie), at)).not.toBeNull();
    }
    expect(currentSession(request(cookie), start + sessionLifetimeMs - 1000)).not.toBeNull();
    expect(currentSession(request(cookie), start + sessionLifetimeMs + 1000)).toBeNull();
  });

  it("can end every other session", () => {
    const mine = cookieOf(createSession(request()));
    const other = cookieOf(createSession(request()));
    destroyOtherSessions(currentSession(request(mine))!);
    expect(currentSession(request(mine))).not.toBeNull();
    expect(currentSession(request(other))).toBeNull();
  });

  it("treats a malformed cookie as no session, and signing out with one still works", () => {
    const malformed = request("tepore_session=%E0%A4%A");
    expect(currentSession(malformed)).toBeNull();
    expect(destroySession(malformed)).toMatch(/^tepore_session=; .*Max-Age=0/);
  });

  it("ends after two idle hours, while use keeps it going up to the seven days", () => {
    const start = Date.now();
    const cookie = cookieOf(createSession(request(), start));
    expect(currentSession(request(cookie), start + sessionIdleTimeoutMs - 60_000)).not.toBeNull();
    // Used just now, so the two hours start again.
    expect(currentSession(request(cookie), start + 2 * sessionIdleTimeoutMs - 120_000)).not.toBeNull();
    expect(currentSession(request(cookie), start + 3 * sessionIdleTimeoutMs)).toBeNull();
  });

  it("keeps no ended session: a new sign-in removes expired and idle ones", () => {
    const start = Date.now();
    const idle = cookieOf(createSession(request(), start));
    createSession(request(), start + sessionIdleTimeoutMs + 1000);
    const rows = getDb().select().from(sessions).all();
    expect(rows.some((row) => row.tokenHash === currentSessionHash(idle))).toBe(false);
  });
});
