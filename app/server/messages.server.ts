import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import type { ContactValues } from "~/lib/contact-values";
import { getDb } from "./db.server";
import type { RateLimit } from "./rate-limit.server";
import { messages, settings } from "./schema.server";

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

export function listMessages() {
  return getDb().select().from(messages).orderBy(desc(messages.createdAt), desc(messages.id)).all();
}

function secret(): string {
  const db = getDb();
  const saved = db.select().from(settings).where(eq(settings.key, "receiptSecret")).get();
  if (saved) return saved.value;
  const value = randomBytes(32).toString("hex");
  db.insert(settings).values({ key: "receiptSecret", value }).onConflictDoNothing().run();
  return db.select().from(settings).where(eq(settings.key, "receiptSecret")).get()!.value;
}

/** A receipt lets the sender's browser, and nobody else, record how e-mail delivery went. */
export function receiptFor(id: number): string {
  return createHmac("sha256", secret()).update(String(id)).digest("base64url");
}

export function isValidReceipt(id: number, receipt: string): boolean {
  const expected = Buffer.from(receiptFor(id));
  const given = Buffer.from(receipt);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
