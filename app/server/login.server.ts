import { lockout } from "~/lib/login-rules";
import { adminPasswordHash } from "./admin-password.server";
import { verifyPassword } from "./password.server";
import { clearAttempts, isLimited, type RateLimit, recordAttempt } from "./rate-limit.server";

/** Failed sign-ins are counted per client address over the lockout window. */
export const loginRateLimit: RateLimit = {
  kind: "login",
  max: lockout.maxFailures,
  windowMs: lockout.minutes * 60_000,
};

export type LoginOutcome = "ok" | "wrong" | "locked";

/** Checks the password for a client address, counting failures towards the lockout. */
export async function attemptLogin(password: string, client: string): Promise<LoginOutcome> {
  if (isLimited(loginRateLimit, client)) return "locked";
  const hash = adminPasswordHash();
  if (hash && password && (await verifyPassword(password, hash))) {
    clearAttempts(loginRateLimit, client);
    return "ok";
  }
  recordAttempt(loginRateLimit, client);
  return "wrong";
}
