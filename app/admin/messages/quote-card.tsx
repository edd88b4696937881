import { Check, RotateCcw } from "lucide-react";

import { formatPrice } from "~/lib/price-format";
import type { QuoteLine, QuoteValues } from "~/lib/quote-request";
import { installDateLabel, lineDetails, quoteTotal } from "~/lib/quote-summary";
import { phoneHref } from "~/lib/uk-contact";

import { InboxCard } from "./inbox-card";
import { InboxControls } from "./inbox-controls";
import { useInboxChange } from "./messages-action";

/** A quote request as GET /api/admin/quotes returns it: what the buyer sent, as it was checked and saved. */
export interface InboxQuote extends Omit<QuoteValues, "lines"> {
  id: number;
  /** Q-YYYY-NNNN (decision 135). */
  reference: string;
  isAnswered: boolean;
  isArchived: boolean;
  delivery: string;
  createdAt: string;
  lines: ({ id: number } & Omit<QuoteLine, "modelId" | "finishId">)[];
}

/** What the buyer read about the guide prices, told to the showroom that will confirm them. */
const showroomPriceNote =
  "Guide prices include VAT, as the buyer saw them. The buyer was told your quote confirms the price and delivery.";

/** One quote request: who asks, each radiator with its quantity and room, and whether it has been answered. */
export function QuoteCard({ quote }: { quote: InboxQuote }) {
  const { pending, submit, leaving } = useInboxChange();
  const isAnswered = pending?.intent === "answer" ? pending.isAnswered : quote.isAnswered;
  if (leaving) return null;
  const number = quote.reference;
  return (
    <InboxCard
      sender={quote}
      kind="quote"
      waiting={!isAnswered && !quote.isArchived}
      badge={{ label: `Quote ${number}`, className: "bg-ink" }}
    >
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">Phone</dt>
        <dd>{quote.phone ? <a href={phoneHref(quote.phone)}>{quote.phone}</a> : "—"}</dd>
        <dt className="text-muted">Postcode</dt>
        <dd>{quote.postcode || "—"}</dd>
        <dt className="text-muted">Install date</dt>
        <dd>{quote.installDate ? installDateLabel(quote.installDate) : "Not given"}</dd>
      </dl>
      <ol className="mt-4 divide-y divide-ink/10 text-sm" aria-label={`Lines of the quote from ${quote.name}`}>
        {quote.lines.map((line) => (
          <li key={line.id} className="flex justify-between gap-4 py-2">
            <div>
              <span className="font-medium">
                {line.quantity} × {line.modelName} {line.sizeCode}
              </span>{" "}
              <span className="text-ink-soft">
                ({line.sizeLabel}), {line.finishName}
                {line.room && <> — {line.room}</>}
              </span>
              {/* Quotes from before fittings were asked (decision 135) have neither. */}
              {(line.connection || line.heating) && <p className="text-ink-soft">{lineDetails(line)}</p>}
            </div>
            {line.guidePrice > 0 && <span className="shrink-0 tabular-nums">{formatPrice(line.guidePrice)}</span>}
          </li>
        ))}
      </ol>
      {quoteTotal(quote.lines) > 0 && (
        <p className="mt-2 flex justify-between gap-4 border-t border-ink/10 pt-2 text-sm font-medium">
          <span>Guide total</span>
          <span className="tabular-nums">{formatPrice(quoteTotal(quote.lines))}</span>
        </p>
      )}
      {quoteTotal(quote.lines) > 0 && <p className="text-xs text-muted">{showroomPriceNote}</p>}
      {quote.message && <p className="mt-3 text-sm whitespace-pre-line text-ink">{quote.message}</p>}
      <footer className="mt-5 flex flex-col gap-3 border-t border-ink/10 pt-4">
        <p className="text-sm text-muted">{isAnswered ? "Answered" : "Not answered yet"}</p>
        <InboxControls
          kind="quote"
          item={quote}
          subject={`Re: your quote request ${number}`}
          submit={submit}
          toggle={{
            label: isAnswered ? "Mark as not answered" : "Mark as answered",
            icon: isAnswered ? RotateCcw : Check,
            onClick: () => submit({ intent: "answer", id: quote.id, isAnswered: !isAnswered }),
          }}
        />
      </footer>
    </InboxCard>
  );
}
