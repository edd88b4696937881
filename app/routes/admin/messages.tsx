import { useEffect, useRef } from "react";
import { adminFetch } from "~/admin/admin-fetch";
import { adminMeta } from "~/admin/admin-title";
import { InboxEmpty } from "~/admin/messages/inbox-empty";
import type { InboxMessage } from "~/admin/messages/inbox-message";
import { MessageCard } from "~/admin/messages/message-card";
import { runMessagesAction } from "~/admin/messages/messages-action";
import { ScreenHeader } from "~/admin/screen-header";
import { ScreenFailed, ScreenHydrating } from "~/admin/screen-states";
import type { Route } from "./+types/messages";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Messages");

export async function clientLoader() {
  return adminFetch<{ messages: InboxMessage[] }>("/api/admin/messages");
}

export function clientAction({ request }: Route.ClientActionArgs) {
  return runMessagesAction(request);
}

const title = "Messages";
const description = "What visitors sent through the contact form, newest first.";

/** /admin/messages: the inbox (docs/product.md#contact-messages). */
export default function Messages({ loaderData }: Route.ComponentProps) {
  const { messages } = loaderData;
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
