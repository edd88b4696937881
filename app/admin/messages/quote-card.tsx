import { Check, RotateCcw } from "lucide-react";
import { useFetcher } from "react-router";
import { Button } from "~/ui/button";
import { InboxCard } from "./inbox-card";
import { InboxControls } from "./inbox-controls";
import { quoteNumber } from "./inbox-message";
import type { MessageIntent } from "./messages-action";

/** A quote request as GET /api/admin/quotes returns it. */
export interface InboxQuote {
  id: number;
  name: string;
  email: string;
  company: string;
  message: string;
  isAnswered: boolean;
  isArchived: boolean;
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
  if (pending?.intent === "delete" || pending?.intent === "archive") return null;

  const submit = (intent: MessageIntent) => fetcher.submit(intent, { method: "POST", encType: "application/json" });
  const number = quoteNumber(quote.id);
  return (
    <InboxCard
      sender={quote}
      kind="quote"
      waiting={!isAnswered && !quote.isArchived}
      badge={{ label: `Quote ${number}`, className: "bg-ink" }}
    >
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
      <footer className="mt-5 flex flex-col gap-3 border-t border-ink/10 pt-4">
        <p className="text-sm text-muted">{isAnswered ? "Answered" : "Not answered yet"}</p>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          <Button
            className="col-span-2 sm:col-auto"
            variant="secondary"
            onClick={() => submit({ intent: "answer", id: quote.id, isAnswered: !isAnswered })}
          >
            {isAnswered ? (
              <RotateCcw aria-hidden="true" className="h-4 w-4" />
            ) : (
              <Check aria-hidden="true" className="h-4 w-4" />
            )}
            {isAnswered ? "Mark as not answered" : "Mark as answered"}
          </Button>
          <InboxControls
            kind="quote"
            id={quote.id}
            name={quote.name}
            email={quote.email}
            subject={`Re: your quote request ${number}`}
            isArchived={quote.isArchived}
            submit={submit}
          />
        </div>
      </footer>
    </InboxCard>
  );
}
