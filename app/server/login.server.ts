import { adminPasswordHash, setAdminPasswordHash } from "./admin-password.server";
import { hashPassword, needsRehash, verifyPassword } from "./password.server";
import { clearAttempts, type RateLimit, reserveAttempt } from "./rate-limit.server";

/** PRODUCT.md D2: five failed sign-ins from one address in 15 minutes lock it out for 15 minutes. */
export const loginRateLimit: RateLimit = { kind: "login", max: 5, windowMs: 15 * 60 * 1000 };

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
