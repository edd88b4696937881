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
      <ol className="mt-2 divide-y divide-ink/10 border-y border-ink/10">
        {receipt.lines.map((line, i) => (
          <li key={i} className="flex flex-col gap-1 py-4 sm:flex-row sm:justify-between sm:gap-6">
            <div>
              <p className="font-semibold text-ink">
                {line.quantity} × {line.modelName} {line.sizeCode}
                {line.room && <span className="font-normal text-ink-soft"> — {line.room}</span>}
              </p>
              <p className="text-sm text-ink-soft">
                {line.sizeLabel}, {line.finishName}
              </p>
              <p className="text-sm text-ink-soft">{lineDetails(line)}</p>
            </div>
            <p className="shrink-0 font-semibold text-ink tabular-nums sm:text-right">{formatPrice(line.guidePrice)}</p>
          </li>
        ))}
      </ol>
      <p className="mt-4 flex justify-between text-lg font-semibold text-ink">
        <span>Guide total</span>
        <span className="tabular-nums">{formatPrice(quoteTotal(receipt.lines))}</span>
      </p>
      <p className="mt-2 text-sm text-ink-soft">{guidePriceNote}</p>
      <p className="mt-6 text-sm text-ink-soft">
        Delivery to {receipt.postcode}
        {receipt.installDate ? `, to install on ${installDateLabel(receipt.installDate)}` : ""}.
      </p>
    </section>
  );
}
