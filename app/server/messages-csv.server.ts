import { toCsv } from "~/lib/csv";

import type { StoredMessage } from "./messages.server";

const messagesCsvHeader = [
  "Message",
  "Received",
  "Name",
  "E-mail",
  "Company",
  "Text",
  "Read",
  "Archived",
  "E-mail copy",
] as const;

/** One row per contact message, newest first; toCsv keeps a formula from running in a spreadsheet. */
export function messagesCsv(list: readonly StoredMessage[]): string {
  const rows = list.map((message) => [
    message.id,
    message.createdAt,
    message.name,
    message.email,
    message.company,
    message.message,
    message.isRead ? "yes" : "no",
    message.isArchived ? "yes" : "no",
    message.delivery,
  ]);
  return toCsv([messagesCsvHeader, ...rows]);
}
