import { and, count, eq, gte, lt } from "drizzle-orm";

import { getDb } from "./db.server";
import { attempts } from "./schema.server";

export interface RateLimit {
  kind: string;
  max: number;
  windowMs: number;
}

/** Counts a client's attempts of one kind within the window. */
function recentAttempts(limit: RateLimit, client: string, now = Date.now()): number {
  const row = getDb()
    .select({ n: count() })
    .from(attempts)
    .where(and(eq(attempts.kind, limit.kind), eq(attempts.client, client), gte(attempts.at, now - limit.windowMs)))
    .get();
  return row?.n ?? 0;
}

export function isLimited(limit: RateLimit, client: string, now = Date.now()): boolean {
  return recentAttempts(limit, client, now) >= limit.max;
}

/**
 * Counts an attempt before it is made, unless the client has used up the window: check and record are one
 * immediate transaction, so parallel requests cannot all pass the check before any of them is recorded
 * (a sign-in awaits the password check in between). False when the client is limited.
 */
export function reserveAttempt(limit: RateLimit, client: string, now = Date.now()): boolean {
  return getDb().transaction(
    () => {
      if (isLimited(limit, client, now)) return false;
      recordAttempt(limit, client, now);
      return true;
    },
    { behavior: "immediate" },
  );
}

/** Records an attempt and forgets this kind's attempts older than the window. */
export function recordAttempt(limit: RateLimit, client: string, now = Date.now()): void {
  const db = getDb();
  db.insert(attempts).values({ kind: limit.kind, client, at: now }).run();
  db.delete(attempts)
    .where(and(eq(attempts.kind, limit.kind), lt(attempts.at, now - limit.windowMs)))
    .run();
}

export function clearAttempts(limit: RateLimit, client: string): void {
  getDb()
    .delete(attempts)
    .where(and(eq(attempts.kind, limit.kind), eq(attempts.client, client)))
    .run();
}
