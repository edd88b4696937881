import { Mail, MailOpen } from "lucide-react";

import { cn } from "~/ui/cn";

import { InboxCard } from "./inbox-card";
import { InboxControls } from "./inbox-controls";
import { deliveryOutcome, type InboxMessage } from "./inbox-message";
import { useInboxChange } from "./messages-action";

const tones = {
  good: "bg-emerald-50 text-emerald-900 ring-emerald-700/20",
  bad: "bg-red-50 text-red-900 ring-red-700/20",
  neutral: "bg-linen text-ink-soft ring-ink/15",
} as const;

/** One visitor's message in full, with its read state, its e-mail outcome and what can be done with it. */
export function MessageCard({ message }: { message: InboxMessage }) {
  const { pending, submit, leaving } = useInboxChange();
  const isRead = pending?.intent === "mark" ? pending.isRead : message.isRead;
  if (leaving) return null;
  const outcome = deliveryOutcome(message.delivery);

  return (
    <InboxCard
      sender={message}
      kind="message"
      waiting={!isRead && !message.isArchived}
      badge={isRead ? undefined : { label: "New", className: "bg-bronze" }}
    >
      <p className="mt-4 text-sm leading-relaxed break-words whitespace-pre-line text-ink">{message.message}</p>

      <footer className="mt-5 flex flex-col gap-3 border-t border-ink/10 pt-4">
        <p className="text-sm text-muted">
          <span
            className={cn("mr-2 inline-block rounded-full px-2 py-0.5 text-xs font-medium ring-1", tones[outcome.tone])}
          >
            {outcome.label}
          </span>
          <span className="align-middle">{outcome.detail}</span>
        </p>
        <InboxControls
          kind="message"
          item={message}
          subject="Re: your message to Tepore"
          submit={submit}
          toggle={{
            label: isRead ? "Mark as unread" : "Mark as read",
            icon: isRead ? Mail : MailOpen,
            onClick: () => submit({ intent: "mark", id: message.id, isRead: !isRead }),
          }}
        />
      </footer>
    </InboxCard>
  );
}
