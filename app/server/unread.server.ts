import { count, eq } from "drizzle-orm";
import { getDb } from "./db.server";
import { messages } from "./schema.server";

export function unreadMessageCount(): number {
  return getDb().select({ n: count() }).from(messages).where(eq(messages.isRead, false)).get()?.n ?? 0;
}
