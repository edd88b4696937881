import { desc, eq } from "drizzle-orm";

import type { ContactValues } from "~/lib/contact-values";

import { getDb } from "./db.server";
import type { RateLimit } from "./rate-limit.server";
import { messages } from "./schema.server";

/** docs/product.md#contact-messages: a few messages from one address in ten minutes (5 unless CONTACT_RATE_LIMIT says otherwise). */
export const contactRateLimit: RateLimit = {
  kind: "contact",
  max: Number(process.env.CONTACT_RATE_LIMIT) || 5,
  windowMs: 10 * 60 * 1000,
};

export type Delivery = "pending" | "sent" | "failed" | "not-configured";

export function createMessage(values: ContactValues, delivery: Delivery): number {
  const row = getDb()
    .insert(messages)
    .values({ ...values, delivery })
    .returning({ id: messages.id })
    .get();
  return row.id;
}

export function recordDelivery(id: number, delivery: Delivery): boolean {
  const result = getDb().update(messages).set({ delivery }).where(eq(messages.id, id)).run();
  return result.changes === 1;
}

export type StoredMessage = typeof messages.$inferSelect;

export function listMessages(): StoredMessage[] {
  return getDb().select().from(messages).orderBy(desc(messages.createdAt), desc(messages.id)).all();
}

/** Marks a message read or unread, archived or not; undefined when it does not exist. */
export function updateMessage(
  id: number,
  change: { isRead?: boolean; isArchived?: boolean },
): StoredMessage | undefined {
  return getDb().update(messages).set(change).where(eq(messages.id, id)).returning().get();
}

/** Deletes a message for good; false when it does not exist. */
export function deleteMessage(id: number): boolean {
  return getDb().delete(messages).where(eq(messages.id, id)).run().changes === 1;
}
