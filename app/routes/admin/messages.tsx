import { useEffect, useRef } from "react";

import { adminFetch } from "~/admin/admin-fetch";
import { adminMeta } from "~/admin/admin-title";
import { InboxEmpty } from "~/admin/messages/inbox-empty";
import { filterInbox, inboxView, isWaiting } from "~/admin/messages/inbox-filter";
import type { InboxMessage } from "~/admin/messages/inbox-message";
import { InboxNoMatch } from "~/admin/messages/inbox-no-match";
import { InboxDownloads, InboxToolbar } from "~/admin/messages/inbox-toolbar";
import { MessageCard } from "~/admin/messages/message-card";
import { runMessagesAction } from "~/admin/messages/messages-action";
import { type InboxQuote, QuoteCard } from "~/admin/messages/quote-card";
import { ScreenHeader } from "~/admin/screen-header";
import { type AdminScreen, screenFallbacks } from "~/admin/screen-states";

import type { Route } from "./+types/messages";

const screen: AdminScreen = {
  title: "Messages",
  description: "What visitors sent through the contact form and the quote form, newest first.",
  what: "The messages",
};

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, screen.title);

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [{ messages }, { quotes }] = await Promise.all([
    adminFetch<{ messages: InboxMessage[] }>("/api/admin/messages"),
    adminFetch<{ quotes: InboxQuote[] }>("/api/admin/quotes"),
  ]);
  const view = inboxView(new URL(request.url).searchParams);
  return { view, isEmpty: messages.length + quotes.length === 0, items: filterInbox(messages, quotes, view) };
}

export function clientAction({ request }: Route.ClientActionArgs) {
  return runMessagesAction(request);
}

/** /admin/messages: the inbox (docs/product.md#contact-messages). */
export default function Messages({ loaderData }: Route.ComponentProps) {
  const { view, isEmpty, items } = loaderData;
  const summary = useRef<HTMLParagraphElement>(null);
  const waiting = items.filter(isWaiting).length;
  // A card deleted or archived takes the focused button with it: put focus on the count rather than lose it.
  const shown = useRef(items.length);
  useEffect(() => {
    if (items.length < shown.current && document.activeElement === document.body) summary.current?.focus();
    shown.current = items.length;
  }, [items.length]);
  return (
    <>
      <ScreenHeader {...screen} actions={isEmpty ? undefined : <InboxDownloads />} />
      {isEmpty ? (
        <InboxEmpty />
      ) : (
        <>
          <InboxToolbar view={view} />
          <p ref={summary} tabIndex={-1} role="status" className="mb-4 text-sm text-muted outline-none">
            {items.length} shown{view.show === "archived" ? "" : `, ${waiting} unread`}
          </p>
          {items.length === 0 ? (
            <InboxNoMatch view={view} />
          ) : (
            <ol className="max-w-4xl space-y-4">
              {items.map((item) => (
                <li key={`${item.kind}-${item.id}`}>
                  {item.kind === "message" ? <MessageCard message={item} /> : <QuoteCard quote={item} />}
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </>
  );
}

export const { HydrateFallback, ErrorBoundary } = screenFallbacks(screen);
