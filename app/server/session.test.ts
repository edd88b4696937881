import { describe, expect, it } from "vitest";
import {
  createSession,
  currentSession,
  destroyOtherSessions,
  destroySession,
  sessionLifetimeMs,
} from "./session.server";

const request = (cookie?: string, url = "http://localhost/admin") =>
  new Request(url, { headers: cookie ? { cookie } : {} });
const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;

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

  it("expires after seven days", () => {
    const start = Date.now();
    const cookie = cookieOf(createSession(request(), start));
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
});
