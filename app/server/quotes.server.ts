import { asc, desc, eq, inArray } from "drizzle-orm";
import type { QuoteValues } from "~/lib/quote-request";
import { type Db, getDb } from "./db.server";
import type { Delivery } from "./messages.server";
import type { RateLimit } from "./rate-limit.server";
import { quoteLines, quotes } from "./schema.server";

/** A few quote requests from one address in ten minutes (5 unless QUOTE_RATE_LIMIT says otherwise). */
export const quoteRateLimit: RateLimit = {
  kind: "quote",
  max: Number(process.env.QUOTE_RATE_LIMIT) || 5,
  windowMs: 10 * 60 * 1000,
};

/** Stores a request and all its lines in one transaction: all of it is kept, or none. */
export function createQuote(values: QuoteValues, delivery: Delivery, db: Db = getDb()): number {
  const { lines, ...contact } = values;
  return db.transaction((tx) => {
    const { id } = tx
      .insert(quotes)
      .values({ ...contact, delivery })
      .returning({ id: quotes.id })
      .get();
    lines.forEach((line, position) =>
      tx
        .insert(quoteLines)
        .values({ ...line, quoteId: id, position })
        .run(),
    );
    return id;
  });
}

export type StoredQuote = typeof quotes.$inferSelect & { lines: (typeof quoteLines.$inferSelect)[] };

/** Every quote with its lines in order, newest first. */
export function listQuotes(db: Db = getDb()): StoredQuote[] {
  const rows = db.select().from(quotes).orderBy(desc(quotes.createdAt), desc(quotes.id)).all();
  if (rows.length === 0) return [];
  const lines = db
    .select()
    .from(quoteLines)
    .where(
      inArray(
        quoteLines.quoteId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(quoteLines.quoteId), asc(quoteLines.position))
    .all();
  return rows.map((row) => ({ ...row, lines: lines.filter((line) => line.quoteId === row.id) }));
}

/** Marks a quote answered or not, archived or not; false when it does not exist. */
export function updateQuote(
  id: number,
  change: { isAnswered?: boolean; isArchived?: boolean },
  db: Db = getDb(),
): boolean {
  return db.update(quotes).set(change).where(eq(quotes.id, id)).run().changes === 1;
}

/** Deletes a quote and its lines for good, together; false when it does not exist. */
export function deleteQuote(id: number, db: Db = getDb()): boolean {
  return db.transaction((tx) => {
    tx.delete(quoteLines).where(eq(quoteLines.quoteId, id)).run();
    return tx.delete(quotes).where(eq(quotes.id, id)).run().changes === 1;
  });
}

export function recordQuoteDelivery(id: number, delivery: Delivery, db: Db = getDb()): void {
  db.update(quotes).set({ delivery }).where(eq(quotes.id, id)).run();
}
