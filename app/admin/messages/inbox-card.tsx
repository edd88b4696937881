import type { ReactNode } from "react";

import { cn } from "~/ui/cn";

import { type InboxMessage, receivedAt } from "./inbox-message";

interface InboxCardProps {
  /** Who wrote, and when. */
  sender: Pick<InboxMessage, "id" | "name" | "company" | "email" | "createdAt">;
  kind: "message" | "quote";
  /** Unread or unanswered: a bronze edge marks it. */
  waiting: boolean;
  /** The small label before the name ('New', 'Quote'); none when omitted. */
  badge?: { label: string; className: string };
  /** What was asked and what can be done with it, below the sender. */
  children: ReactNode;
}

/** A card of the inbox: who wrote, their address and when, then the message or quote itself. */
export function InboxCard({ sender, kind, waiting, badge, children }: InboxCardProps) {
  const headingId = `${kind}-${sender.id}-from`;
  const edge = waiting ? "border-bronze/50 shadow-[inset_4px_0_0_var(--color-bronze)]" : "border-ink/10";
  return (
    <article aria-labelledby={headingId} className={cn("rounded-lg border bg-white p-5 sm:p-6", edge)}>
      <header className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
        <div className="min-w-0">
          <h2 id={headingId} className={cn("text-base break-words", waiting ? "font-semibold" : "font-medium")}>
            {badge && (
              <span
                className={cn(
                  "mr-2 inline-block rounded-full px-2 py-0.5 align-middle text-[0.7rem] font-semibold tracking-wide text-white uppercase",
                  badge.className,
                )}
              >
                {badge.label}
              </span>
            )}
            {sender.name}
            {sender.company && <span className="font-normal text-muted"> · {sender.company}</span>}
          </h2>
          <a
            href={`mailto:${sender.email}`}
            className="mt-0.5 inline-block text-sm break-all text-bronze-deep underline-offset-4 hover:underline"
          >
            {sender.email}
          </a>
        </div>
        <p className="shrink-0 text-sm text-muted">
          <time dateTime={sender.createdAt}>{receivedAt(sender.createdAt)}</time>
        </p>
      </header>
      {children}
    </article>
  );
}
