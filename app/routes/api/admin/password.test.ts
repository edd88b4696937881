import { beforeEach, describe, expect, it } from "vitest";

import { adminPasswordHash, setAdminPasswordHash } from "~/server/admin-password.server";
import { getDb } from "~/server/db.server";
import { hashPassword, verifyPassword } from "~/server/password.server";
import { attempts, sessions } from "~/server/schema.server";
import { currentSession } from "~/server/session.server";

import { action } from "./password";
import { adminRequest, call, signedInCookie } from "./test-support";

/** Each password check is a real scrypt at full cost (about half a second, longer on a busy machine). */
const scryptTimeout = { timeout: 30_000 };

beforeEach(async () => {
  getDb().delete(attempts).run();
  getDb().delete(sessions).run();
  setAdminPasswordHash(await hashPassword("old password"));
});

const change = (json: unknown, cookie?: string | null, client?: string) =>
  call(action, adminRequest("/api/admin/password", { method: "POST", json, cookie }), {}, client);
const withCookie = (cookie: string) => new Request("http://localhost/admin", { headers: { cookie } });

describe(
  "POST /api/admin/password (docs/product.md#validation Password change, docs/product.md#sign-in)",
  scryptTimeout,
  () => {
    it("changes the password, keeps this session and ends every other one", async () => {
      const mine = signedInCookie();
      const otherBrowser = signedInCookie();
      const response = await change(
        { currentPassword: "old password", newPassword: "new password 1", confirmPassword: "new password 1" },
        mine,
      );
      expect(response.status).toBe(200);
      expect(await verifyPassword("new password 1", adminPasswordHash()!)).toBe(true);
      expect(await verifyPassword("old password", adminPasswordHash()!)).toBe(false);
      expect(currentSession(withCookie(mine))).not.toBeNull();
      expect(currentSession(withCookie(otherBrowser))).toBeNull();
    });

    it.each([
      [
        { currentPassword: "old password", newPassword: "", confirmPassword: "" },
        "Password Required",
        "Please enter a new password.",
      ],
      [
        { currentPassword: "old password", newPassword: "new password 1", confirmPassword: "new password 2" },
        "Passwords Don't Match",
        "The passwords you entered don't match.",
      ],
      [
        { currentPassword: "", newPassword: "new password 1", confirmPassword: "new password 1" },
        "Current Password Required",
        "Please enter your current password.",
      ],
      [
        { currentPassword: "old password", newPassword: "elevenchars", confirmPassword: "elevenchars" },
        "Password Too Short",
        "Please choose a password of at least 12 characters.",
      ],
    ])("refuses %o with '%s' and changes nothing", async (values, title, description) => {
      const before = adminPasswordHash();
      const other = signedInCookie();
      const response = await change(values);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ title, error: description });
      expect(adminPasswordHash()).toBe(before);
      expect(currentSession(withCookie(other))).not.toBeNull();
    });

    it("refuses a wrong current password with a clear message, and counts it towards the sign-in lockout", async () => {
      const values = { currentPassword: "guess", newPassword: "new password 1", confirmPassword: "new password 1" };
      const response = await change(values, undefined, "198.51.100.8");
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        title: "Incorrect Password",
        error: "Your current password is not correct. Please try again.",
        field: "currentPassword",
      });
      for (let i = 0; i < 4; i++) await change(values, undefined, "198.51.100.8");
      const locked = await change({ ...values, currentPassword: "old password" }, undefined, "198.51.100.8");
      expect(locked.status).toBe(429);
      expect(await verifyPassword("old password", adminPasswordHash()!)).toBe(true);
    });

    it("refuses without a session (401)", async () => {
      const values = {
        currentPassword: "old password",
        newPassword: "new password 1",
        confirmPassword: "new password 1",
      };
      expect((await change(values, null)).status).toBe(401);
      expect((await change(values, "tepore_session=forged")).status).toBe(401);
      expect(await verifyPassword("old password", adminPasswordHash()!)).toBe(true);
    });

    it("refuses a body that is not the three fields", async () => {
      expect((await change({ currentPassword: 1 })).status).toBe(400);
    });
  },
);
