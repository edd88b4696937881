import { beforeEach, describe, expect, it } from "vitest";

import { setAdminPasswordHash } from "~/server/admin-password.server";
import { getDb } from "~/server/db.server";
import { hashPassword } from "~/server/password.server";
import { attempts } from "~/server/schema.server";
import { currentSession } from "~/server/session.server";

import { action } from "./session";
import { call } from "./test-support";

/** Each password check is a real scrypt at full cost (about half a second, longer on a busy machine). */
const scryptTimeout = { timeout: 30_000 };

beforeEach(async () => {
  getDb().delete(attempts).run();
  setAdminPasswordHash(await hashPassword("open sesame"));
});

function signIn(password: string) {
  const request = new Request("http://localhost/api/admin/session", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ password }),
  });
  return call(action, request);
}

const cookieOf = (response: Response) => response.headers.get("set-cookie")!.split(";")[0]!;

describe("POST /api/admin/session (docs/product.md#sign-in)", scryptTimeout, () => {
  it("signs in with the right password: a session cookie", async () => {
    const response = await signIn("open sesame");
    expect(response.status).toBe(200);
    const cookie = cookieOf(response);
    expect(currentSession(new Request("http://localhost/", { headers: { cookie } }))).not.toBeNull();
  });

  it("refuses a wrong password with 401, then locks the address with 429 after five", async () => {
    for (let i = 0; i < 5; i++) {
      const response = await signIn("guess");
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: "Incorrect password. Please try again." });
    }
    const locked = await signIn("open sesame");
    expect(locked.status).toBe(429);
    expect(await locked.json()).toEqual({
      error: "Too many failed attempts. Please wait 15 minutes before trying again.",
    });
  });

  it("signs out: the session ends and the cookie is cleared", async () => {
    const cookie = cookieOf(await signIn("open sesame"));
    const request = new Request("http://localhost/api/admin/session", { method: "DELETE", headers: { cookie } });
    const response = await call(action, request);
    expect(response.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    expect(currentSession(new Request("http://localhost/", { headers: { cookie } }))).toBeNull();
  });
});
