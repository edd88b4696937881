import { beforeEach, describe, expect, it } from "vitest";

import { adminPasswordHash, ensureAdminPassword } from "./admin-password.server";
import { getDb } from "./db.server";
import { verifyPassword } from "./password.server";
import { settings } from "./schema.server";

/** Each password check is a real scrypt at full cost (about half a second, longer on a busy machine). */
const scryptTimeout = { timeout: 30_000 };

beforeEach(() => {
  getDb().delete(settings).run();
  delete process.env.ADMIN_PASSWORD;
});

describe("the first admin password (docs/product.md#sign-in)", scryptTimeout, () => {
  it("comes from ADMIN_PASSWORD, stored only as an scrypt hash", async () => {
    process.env.ADMIN_PASSWORD = "correct horse battery staple";
    expect(await ensureAdminPassword()).toBeNull();
    const hash = adminPasswordHash()!;
    expect(hash).toMatch(/^scrypt\$/);
    expect(hash).not.toContain("correct horse");
    expect(await verifyPassword("correct horse battery staple", hash)).toBe(true);
    expect(await verifyPassword("wrong", hash)).toBe(false);
  });

  it("is generated and returned once when ADMIN_PASSWORD is unset", async () => {
    const generated = await ensureAdminPassword();
    expect(generated).toMatch(/^[A-Za-z0-9_-]{20}$/);
    expect(await verifyPassword(generated!, adminPasswordHash()!)).toBe(true);
    expect(await ensureAdminPassword()).toBeNull();
  });

  it("refuses an ADMIN_PASSWORD shorter than 12 characters, saying why, and sets none", async () => {
    process.env.ADMIN_PASSWORD = "elevenchars";
    await expect(ensureAdminPassword()).rejects.toThrow(
      "ADMIN_PASSWORD is 11 characters long; the admin password needs at least 12. Choose a longer one, or leave ADMIN_PASSWORD unset to have one generated.",
    );
    expect(adminPasswordHash()).toBeUndefined();
  });
});
