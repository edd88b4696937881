import { guidePriceNote } from "~/lib/catalogue/prices";
import { formatPrice } from "~/lib/price-format";
import type { QuoteLine } from "~/lib/quote-request";
import { installDateLabel, lineDetails, quoteTotal } from "~/lib/quote-summary";

/** A sent request as its confirmation shows it. */
export interface QuoteReceipt {
  reference: string;
  postcode: string;
  installDate: string;
  lines: (Pick<
    QuoteLine,
    "quantity" | "modelName" | "sizeLabel" | "finishName" | "room" | "valves" | "connection" | "brackets" | "heating"
  > & { sizeCode: string; guidePrice: number })[];
}

/** The reference to quote, each line with its guide price, the total and what the quote itself will confirm. */
export function QuoteConfirmation({ receipt }: { receipt: QuoteReceipt }) {
  return (
    <section className="mt-10" aria-labelledby="quote-summary">
      <p className="text-ink-soft">
        Your reference is <strong className="font-semibold text-ink">{receipt.reference}</strong>. Please quote it when
        you call or write to us.
      </p>
      <h2 id="quote-summary" className="mt-8 text-xs font-semibold tracking-[0.14em] text-ink-soft uppercase">
        Your request
      </h2>
      {/* The form's money (decision 220): each price at the right of its line, the total under them, in the text's
          face with lining tabular figures, so the figures stand in one column on a phone too (decision 227). */}
      <ol className="mt-2 divide-y divide-ink/10 border-y border-ink/10">
        {receipt.lines.map((line, i) => (
          <li key={i} className="grid grid-cols-[1fr_auto] items-baseline gap-x-4 py-4">
            <div>
              <p className="font-semibold text-ink">
                {/* A size's code is never broken at its hyphens, as on the form. */}
                {line.quantity} × {line.modelName} <span className="whitespace-nowrap">{line.sizeCode}</span>
                {/* The dash holds to the name, so no line of text starts with it. */}
                {line.room && (
                  <span className="font-normal text-ink-soft">
                    {"\u00a0"}— {line.room}
                  </span>
                )}
              </p>
              <p className="text-sm text-ink-soft">
                {line.sizeLabel}, {line.finishName}
              </p>
              <p className="text-sm text-ink-soft">{lineDetails(line)}</p>
            </div>
            <p className="text-right font-semibold text-ink lining-nums tabular-nums">{formatPrice(line.guidePrice)}</p>
          </li>
        ))}
      </ol>
      <p className="mt-4 flex flex-wrap items-baseline justify-between gap-x-4 text-ink">
        <span className="font-semibold">Guide total</span>
        <span className="ml-auto text-right text-xl font-semibold lining-nums tabular-nums">
          {formatPrice(quoteTotal(receipt.lines))}
        </span>
      </p>
      <p className="mt-2 text-sm text-ink-soft">{guidePriceNote}</p>
      <p className="mt-6 text-sm text-ink-soft">
        Delivery to {receipt.postcode}
        {receipt.installDate ? `, to install on ${installDateLabel(receipt.installDate)}` : ""}.
      </p>
    </section>
  );
}
