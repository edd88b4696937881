import { and, count, eq } from "drizzle-orm";

import { getDb } from "./db.server";
import { messages, quotes } from "./schema.server";

/**
 * The count beside 'Messages' in the admin navigation: what still waits for the administrator, that is unread
 * messages and quote requests not answered yet, neither archived (docs/decisions/126-the-inbox.md).
 */
export function unreadInboxCount(): number {
  const db = getDb();
  const unreadMessages = db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.isRead, false), eq(messages.isArchived, false)))
    .get();
  const unansweredQuotes = db
    .select({ n: count() })
    .from(quotes)
    .where(and(eq(quotes.isAnswered, false), eq(quotes.isArchived, false)))
    .get();
  return (unreadMessages?.n ?? 0) + (unansweredQuotes?.n ?? 0);
}
