import { guidePriceNote } from "~/lib/catalogue/prices";
import { formatPrice } from "~/lib/price-format";
import type { QuoteLine, QuoteValues } from "~/lib/quote-request";

/**
 * A quote as the buyer's confirmation and the e-mail say it (decision 135): each line with its fittings and guide
 * price, the total and the note that the quote confirms the price and delivery.
 */

type SummaryLine = Pick<
  QuoteLine,
  | "quantity"
  | "modelName"
  | "sizeLabel"
  | "finishName"
  | "room"
  | "valves"
  | "connection"
  | "brackets"
  | "heating"
  | "guidePrice"
>;

/** The sum of the lines' guide prices. */
export const quoteTotal = (lines: readonly Pick<SummaryLine, "guidePrice">[]) =>
  lines.reduce((sum, line) => sum + line.guidePrice, 0);

/** "2 × Retto Horizontal, 600 × 1,200 × 60 mm, Chrome (Living room)". */
export const lineTitle = (line: SummaryLine) =>
  `${line.quantity} × ${line.modelName}, ${line.sizeLabel}, ${line.finishName}${line.room ? ` (${line.room})` : ""}`;

/**
 * What comes with the line, labelled: "Valves: none · Connection: Bottom, opposite ends · …". A line without a
 * connection has no pipes (an electric towel rail), so it says nothing of valves either.
 */
export function lineDetails(line: SummaryLine): string {
  const pipes = line.connection ? [`Valves: ${line.valves || "none"}`, `Connection: ${line.connection}`] : [];
  const details = [...pipes, `Brackets: ${line.brackets || "none"}`];
  if (line.heating) details.push(`Heating: ${line.heating}`);
  return details.join(" · ");
}

/** 12 March 2027, for an install date kept as 2027-03-12. */
export const installDateLabel = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

/** The whole request as plain text, for the e-mail's `message`. */
export function quoteSummaryText(
  quote: Pick<QuoteValues, "message" | "phone" | "postcode" | "installDate"> & {
    reference: string;
    lines: readonly SummaryLine[];
  },
): string {
  const lines = quote.lines.flatMap((line) => [
    `- ${lineTitle(line)}: ${formatPrice(line.guidePrice)}`,
    `  ${lineDetails(line)}`,
  ]);
  return [
    `Quote request ${quote.reference}, ${quote.lines.length} line${quote.lines.length === 1 ? "" : "s"}:`,
    ...lines,
    `Guide total: ${formatPrice(quoteTotal(quote.lines))}`,
    guidePriceNote,
    "",
    `Phone: ${quote.phone}`,
    `Postcode: ${quote.postcode}`,
    `Install date: ${quote.installDate ? installDateLabel(quote.installDate) : "not given"}`,
    quote.message ? `\n${quote.message}` : "",
  ]
    .join("\n")
    .trim();
}
