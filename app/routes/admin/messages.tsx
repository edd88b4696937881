import { Download } from "lucide-react";
import { useEffect, useRef } from "react";
import { adminFetch } from "~/admin/admin-fetch";
import { adminMeta } from "~/admin/admin-title";
import { InboxEmpty } from "~/admin/messages/inbox-empty";
import type { InboxMessage } from "~/admin/messages/inbox-message";
import { MessageCard } from "~/admin/messages/message-card";
import { type InboxQuote, QuoteCard } from "~/admin/messages/quote-card";
import { runMessagesAction } from "~/admin/messages/messages-action";
import { ScreenHeader } from "~/admin/screen-header";
import { ScreenFailed, ScreenHydrating } from "~/admin/screen-states";
import { buttonClass } from "~/ui/button";
import type { Route } from "./+types/messages";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Messages");

export async function clientLoader() {
  const [{ messages }, { quotes }] = await Promise.all([
    adminFetch<{ messages: InboxMessage[] }>("/api/admin/messages"),
    adminFetch<{ quotes: InboxQuote[] }>("/api/admin/quotes"),
  ]);
  return { messages, quotes };
}

export function clientAction({ request }: Route.ClientActionArgs) {
  return runMessagesAction(request);
}

const title = "Messages";
const description = "What visitors sent through the contact form and the quote form, newest first.";

/** /admin/messages: the inbox (docs/product.md#contact-messages). */
export default function Messages({ loaderData }: Route.ComponentProps) {
  const { messages, quotes } = loaderData;
  const summary = useRef<HTMLParagraphElement>(null);
  const unread = messages.filter((message) => !message.isRead).length;
  // A deleted card takes the focused button with it: put focus on the count rather than lose it.
  const shown = useRef(messages.length);
  useEffect(() => {
    if (messages.length < shown.current && document.activeElement === document.body) summary.current?.focus();
    shown.current = messages.length;
  }, [messages.length]);
  return (
    <>
      <ScreenHeader title={title} description={description} />
      {quotes.length > 0 && (
        <section aria-labelledby="quotes-heading" className="mb-10 max-w-4xl">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <h2 id="quotes-heading" className="text-lg font-semibold">
              Quote requests ({quotes.filter((quote) => !quote.isAnswered).length} not answered)
            </h2>
            <a href="/api/admin/quotes.csv" download className={buttonClass({ variant: "secondary" })}>
              <Download aria-hidden="true" className="h-4 w-4" />
              Download quotes as CSV
            </a>
          </div>
          <ol className="space-y-4">
            {quotes.map((quote) => (
              <li key={quote.id}>
                <QuoteCard quote={quote} />
              </li>
            ))}
          </ol>
        </section>
      )}
      {messages.length === 0 ? (
        <InboxEmpty />
      ) : (
        <>
          <p ref={summary} tabIndex={-1} className="mb-4 text-sm text-muted outline-none">
            {messages.length} {messages.length === 1 ? "message" : "messages"}, {unread} unread
          </p>
          <ol className="max-w-4xl space-y-4">
            {messages.map((message) => (
              <li key={message.id}>
                <MessageCard message={message} />
              </li>
            ))}
          </ol>
        </>
      )}
    </>
  );
}

const screen = { title, description, what: "The messages" };

export function HydrateFallback() {
  return <ScreenHydrating {...screen} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenFailed {...screen} error={error} />;
}
