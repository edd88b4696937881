import { toCsv } from "~/lib/csv";

import type { StoredQuote } from "./quotes.server";

const quotesCsvHeader = [
  "Quote",
  "Received",
  "Name",
  "E-mail",
  "Company",
  "Phone",
  "Postcode",
  "Install date",
  "Note",
  "Answered",
  "Line",
  "Model",
  "Size",
  "Dimensions",
  "Finish",
  "Quantity",
  "Room",
  "Valves",
  "Connection",
  "Brackets",
  "Heating",
  "Guide price (£)",
] as const;

/** One row per quote line, the request's own columns repeated, so a spreadsheet can sort and filter them. */
export function quotesCsv(list: readonly StoredQuote[]): string {
  const rows = list.flatMap((quote) =>
    quote.lines.map((line) => [
      quote.reference,
      quote.createdAt,
      quote.name,
      quote.email,
      quote.company,
      quote.phone,
      quote.postcode,
      quote.installDate,
      quote.message,
      quote.isAnswered ? "yes" : "no",
      line.position + 1,
      line.modelName,
      line.sizeCode,
      line.sizeLabel,
      line.finishName,
      line.quantity,
      line.room,
      line.valves,
      line.connection,
      line.brackets,
      line.heating,
      line.guidePrice,
    ]),
  );
  return toCsv([quotesCsvHeader, ...rows]);
}
