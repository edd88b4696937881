import { lockout } from "~/lib/login-rules";

import { adminPasswordHash, setAdminPasswordHash } from "./admin-password.server";
import { hashPassword, needsRehash, verifyPassword } from "./password.server";
import { clearAttempts, type RateLimit, reserveAttempt } from "./rate-limit.server";

/** Sign-ins are counted per client address over the lockout window (docs/product.md#sign-in). */
export const loginRateLimit: RateLimit = {
  kind: "login",
  max: lockout.maxFailures,
  windowMs: lockout.minutes * 60_000,
};

export type LoginOutcome = "ok" | "wrong" | "locked";

/**
 * Checks the password for a client address. Every attempt is counted before the password is checked, so
 * however many arrive at once, at most five per window are ever checked; a success forgets them, and
 * replaces a hash made at an earlier, lower cost.
 */
export async function attemptLogin(password: string, client: string): Promise<LoginOutcome> {
  if (!reserveAttempt(loginRateLimit, client)) return "locked";
  const hash = adminPasswordHash();
  if (hash && password && (await verifyPassword(password, hash))) {
    clearAttempts(loginRateLimit, client);
    if (needsRehash(hash)) setAdminPasswordHash(await hashPassword(password));
    return "ok";
  }
  return "wrong";
}
