import { scryptSync } from "node:crypto";

import { beforeEach, describe, expect, it } from "vitest";

import { adminPasswordHash, setAdminPasswordHash } from "./admin-password.server";
import { getDb } from "./db.server";
import { attemptLogin, loginRateLimit } from "./login.server";
import { hashPassword } from "./password.server";
import { attempts } from "./schema.server";

/** Each password check is a real scrypt at full cost (about half a second, longer on a busy machine). */
const scryptTimeout = { timeout: 30_000 };

beforeEach(async () => {
  getDb().delete(attempts).run();
  setAdminPasswordHash(await hashPassword("open sesame"));
});

describe("signing in (docs/product.md#sign-in)", scryptTimeout, () => {
  it("accepts the right password and refuses a wrong or empty one", async () => {
    expect(await attemptLogin("open sesame", "a")).toBe("ok");
    expect(await attemptLogin("Open Sesame", "a")).toBe("wrong");
    expect(await attemptLogin("", "a")).toBe("wrong");
  });

  it("locks an address after five failures, even for the right password; other addresses go on", async () => {
    for (let i = 0; i < 5; i++) expect(await attemptLogin("guess", "203.0.113.9")).toBe("wrong");
    expect(await attemptLogin("open sesame", "203.0.113.9")).toBe("locked");
    expect(await attemptLogin("open sesame", "198.51.100.2")).toBe("ok");
  });

  it("forgets earlier failures after a successful sign-in", async () => {
    for (let i = 0; i < 4; i++) await attemptLogin("guess", "c");
    expect(await attemptLogin("open sesame", "c")).toBe("ok");
    for (let i = 0; i < 4; i++) expect(await attemptLogin("guess", "c")).toBe("wrong");
    expect(await attemptLogin("open sesame", "c")).toBe("ok");
  });

  it("checks at most five of thirty parallel wrong passwords from one address", async () => {
    const outcomes = await Promise.all(Array.from({ length: 30 }, () => attemptLogin("guess", "192.0.2.30")));
    expect(outcomes.filter((outcome) => outcome === "wrong")).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome === "locked")).toHaveLength(25);
    expect(await attemptLogin("open sesame", "192.0.2.30")).toBe("locked");
  });

  it("upgrades a hash of the earlier format on the next successful sign-in", async () => {
    const salt = Buffer.from("0123456789abcdef");
    const legacy = `scrypt$${salt.toString("base64url")}$${scryptSync("open sesame", salt, 64).toString("base64url")}`;
    setAdminPasswordHash(legacy);
    expect(await attemptLogin("wrong", "d")).toBe("wrong");
    expect(adminPasswordHash()).toBe(legacy);
    expect(await attemptLogin("open sesame", "d")).toBe("ok");
    expect(adminPasswordHash()).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await attemptLogin("open sesame", "d")).toBe("ok");
  });

  it("keeps failed attempts only for the window: older ones are removed with the next attempt", async () => {
    const old = Date.now() - loginRateLimit.windowMs - 1000;
    getDb().insert(attempts).values({ kind: "login", client: "e", at: old }).run();
    expect(await attemptLogin("guess", "f")).toBe("wrong");
    const kept = getDb().select().from(attempts).all();
    expect(kept.map((attempt) => attempt.client)).toEqual(["f"]);
  });
});
