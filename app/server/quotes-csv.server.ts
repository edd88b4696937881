import { toCsv } from "~/lib/csv";
import type { StoredQuote } from "./quotes.server";

const quotesCsvHeader = [
  "Quote",
  "Received",
  "Name",
  "E-mail",
  "Company",
  "Note",
  "Answered",
  "Line",
  "Model",
  "Size",
  "Dimensions",
  "Finish",
  "Quantity",
  "Room",
] as const;

/** One row per quote line, the request's own columns repeated, so a spreadsheet can sort and filter them. */
export function quotesCsv(list: readonly StoredQuote[]): string {
  const rows = list.flatMap((quote) =>
    quote.lines.map((line) => [
      quote.id,
      quote.createdAt,
      quote.name,
      quote.email,
      quote.company,
      quote.message,
      quote.isAnswered ? "yes" : "no",
      line.position + 1,
      line.modelName,
      line.sizeCode,
      line.sizeLabel,
      line.finishName,
      line.quantity,
      line.room,
    ]),
  );
  return toCsv([quotesCsvHeader, ...rows]);
}
