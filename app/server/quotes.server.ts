import { randomBytes } from "node:crypto";

import { and, asc, desc, eq, getTableColumns, inArray, like, ne, sql } from "drizzle-orm";

import { quoteReference, referencePrefix } from "~/lib/quote-reference";
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

/** A stored request: its id, its reference and the key its confirmation is shown with. */
export interface CreatedQuote {
  id: number;
  reference: string;
  receipt: string;
}

/**
 * Stores a request and all its lines in one transaction: all of it is kept, or none. Its reference numbers it
 * after the highest of its year, in the same transaction, so two requests never share one (decision 135).
 */
export function createQuote(values: QuoteValues, delivery: Delivery, db: Db = getDb(), now = new Date()): CreatedQuote {
  const { lines, ...contact } = values;
  const year = now.getUTCFullYear();
  const prefix = referencePrefix(year);
  const receipt = randomBytes(16).toString("hex");
  return db.transaction((tx) => {
    const { highest } = tx
      .select({
        highest: sql<number>`coalesce(max(cast(substr(${quotes.reference}, ${prefix.length + 1}) as integer)), 0)`,
      })
      .from(quotes)
      .where(like(quotes.reference, `${prefix}%`))
      .get()!;
    const reference = quoteReference(year, highest + 1);
    const { id } = tx
      .insert(quotes)
      .values({ ...contact, reference, receipt, delivery, createdAt: now.toISOString() })
      .returning({ id: quotes.id })
      .get();
    lines.forEach((line, position) =>
      tx
        .insert(quoteLines)
        .values({ ...line, quoteId: id, position })
        .run(),
    );
    return { id, reference, receipt };
  });
}

/** The quote whose confirmation this key shows, with its lines; undefined for no key or an unknown one. */
export function quoteByReceipt(receipt: string, db: Db = getDb()): StoredQuote | undefined {
  if (!/^[0-9a-f]{32}$/.test(receipt)) return undefined;
  const quote = db
    .select(quoteColumns)
    .from(quotes)
    .where(and(eq(quotes.receipt, receipt), ne(quotes.receipt, "")))
    .get();
  if (!quote) return undefined;
  const lines = db
    .select()
    .from(quoteLines)
    .where(eq(quoteLines.quoteId, quote.id))
    .orderBy(asc(quoteLines.position))
    .all();
  return { ...quote, lines };
}

export type StoredQuote = Omit<typeof quotes.$inferSelect, "receipt"> & { lines: (typeof quoteLines.$inferSelect)[] };

/** A quote's columns but its receipt, which only the buyer's browser needs. */
const { receipt: _receipt, ...quoteColumns } = getTableColumns(quotes);

/** Every quote with its lines in order, newest first. */
export function listQuotes(db: Db = getDb()): StoredQuote[] {
  const rows = db.select(quoteColumns).from(quotes).orderBy(desc(quotes.createdAt), desc(quotes.id)).all();
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
