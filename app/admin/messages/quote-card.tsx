import { Check, RotateCcw } from "lucide-react";
import { useFetcher } from "react-router";
import { Button } from "~/ui/button";
import { cn } from "~/ui/cn";
import { receivedAt } from "./inbox-message";
import type { MessageIntent } from "./messages-action";

/** A quote request as GET /api/admin/quotes returns it. */
export interface InboxQuote {
  id: number;
  name: string;
  email: string;
  company: string;
  message: string;
  isAnswered: boolean;
  delivery: string;
  createdAt: string;
  lines: {
    id: number;
    modelName: string;
    sizeCode: string;
    sizeLabel: string;
    finishName: string;
    quantity: number;
    room: string;
  }[];
}

/** One quote request: who asks, each radiator with its quantity and room, and whether it has been answered. */
export function QuoteCard({ quote }: { quote: InboxQuote }) {
  const fetcher = useFetcher<{ ok: boolean }>();
  const pending = fetcher.json as MessageIntent | undefined;
  const isAnswered = pending?.intent === "answer" ? pending.isAnswered : quote.isAnswered;
  const headingId = `quote-${quote.id}-from`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        "rounded-lg border bg-white p-5 sm:p-6",
        isAnswered ? "border-ink/10" : "border-bronze/50 shadow-[inset_4px_0_0_var(--color-bronze)]",
      )}
    >
      <header className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold break-words">
            <span className="mr-2 inline-block rounded-full bg-ink px-2 py-0.5 align-middle text-[0.7rem] font-semibold tracking-wide text-white uppercase">
              Quote
            </span>
            {quote.name}
            {quote.company && <span className="font-normal text-muted"> · {quote.company}</span>}
          </h2>
          <a
            href={`mailto:${quote.email}`}
            className="mt-0.5 inline-block text-sm break-all text-bronze-deep underline-offset-4 hover:underline"
          >
            {quote.email}
          </a>
        </div>
        <p className="shrink-0 text-sm text-muted">
          <time dateTime={quote.createdAt}>{receivedAt(quote.createdAt)}</time>
        </p>
      </header>
      <ol className="mt-4 divide-y divide-ink/10 text-sm" aria-label={`Lines of the quote from ${quote.name}`}>
        {quote.lines.map((line) => (
          <li key={line.id} className="py-2">
            <span className="font-medium">
              {line.quantity} × {line.modelName} {line.sizeCode}
            </span>{" "}
            <span className="text-ink-soft">
              ({line.sizeLabel}), {line.finishName}
              {line.room && <> — {line.room}</>}
            </span>
          </li>
        ))}
      </ol>
      {quote.message && <p className="mt-3 text-sm whitespace-pre-line text-ink">{quote.message}</p>}
      <footer className="mt-5 flex items-center justify-between gap-3 border-t border-ink/10 pt-4">
        <p className="text-sm text-muted">{isAnswered ? "Answered" : "Not answered yet"}</p>
        <Button
          variant="secondary"
          onClick={() =>
            fetcher.submit(
              { intent: "answer", id: quote.id, isAnswered: !isAnswered },
              { method: "POST", encType: "application/json" },
            )
          }
        >
          {isAnswered ? (
            <RotateCcw aria-hidden="true" className="h-4 w-4" />
          ) : (
            <Check aria-hidden="true" className="h-4 w-4" />
          )}
          {isAnswered ? "Mark as not answered" : "Mark as answered"}
        </Button>
      </footer>
    </article>
  );
}
