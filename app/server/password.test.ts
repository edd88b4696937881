import { scryptSync } from "node:crypto";

import { describe, expect, it } from "vitest";

import { generatePassword, hashPassword, needsRehash, verifyPassword } from "./password.server";

/** Each password check is a real scrypt at full cost (about half a second, longer on a busy machine). */
const scryptTimeout = { timeout: 30_000 };

/** A hash as the first versions stored it: `scrypt$salt$hash` with Node's default cost (N = 2^14, r = 8, p = 1). */
function legacyHash(password: string): string {
  const salt = Buffer.from("0123456789abcdef");
  return `scrypt$${salt.toString("base64url")}$${scryptSync(password, salt, 64).toString("base64url")}`;
}

describe("password hashes", scryptTimeout, () => {
  it("are scrypt with N = 2^17, r = 8, p = 1, the parameters stored beside the salt and hash", async () => {
    const hash = await hashPassword("correct horse battery staple");
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(await verifyPassword("correct horse battery staple", hash)).toBe(true);
    expect(await verifyPassword("correct horse battery stapler", hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it("of the earlier format still verify, and are marked for an upgrade", async () => {
    const hash = legacyHash("open sesame");
    expect(await verifyPassword("open sesame", hash)).toBe(true);
    expect(await verifyPassword("open sesame!", hash)).toBe(false);
    expect(needsRehash(hash)).toBe(true);
  });

  it("that are malformed never verify", async () => {
    for (const stored of ["", "scrypt$", "bcrypt$x$y", "scrypt$3$8$1$c2FsdA$aGFzaA", "scrypt$131072$8$1$$"]) {
      expect(await verifyPassword("anything", stored)).toBe(false);
    }
  });
});

describe("generated passwords", () => {
  it("are 20 characters, above the 12-character minimum", () => {
    expect(generatePassword()).toMatch(/^[\w-]{20}$/);
  });
});
