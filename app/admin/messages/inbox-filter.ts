import type { InboxMessage } from "./inbox-message";
import type { InboxQuote } from "./quote-card";

/** What the inbox shows, kept in the address as ?show= (docs/product.md#contact-messages). */
export const inboxShows = ["all", "messages", "quotes", "unread", "answered", "archived"] as const;
export type InboxShow = (typeof inboxShows)[number];

export interface InboxView {
  /** The search, as typed (?q=). */
  q: string;
  show: InboxShow;
}

export type InboxItem = ({ kind: "message" } & InboxMessage) | ({ kind: "quote" } & InboxQuote);

export function inboxView(params: URLSearchParams): InboxView {
  const show = params.get("show");
  return {
    q: (params.get("q") ?? "").trim(),
    show: inboxShows.find((known) => known === show) ?? "all",
  };
}

/** Lower case without accents, so 'hellö' finds 'Hello'. */
const folded = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

function searchText(item: InboxItem): string {
  const own = [item.name, item.email, item.company, item.message];
  if (item.kind === "message") return own.join("\n");
  const lines = item.lines.map((line) =>
    [line.modelName, line.sizeCode, line.sizeLabel, line.finishName, line.room].join(" "),
  );
  return [item.reference, ...own, item.phone, item.postcode, ...lines].join("\n");
}

/** Waiting for the administrator: a message not read, a quote not answered (docs/decisions/126-the-inbox.md). */
export const isWaiting = (item: InboxItem) => (item.kind === "message" ? !item.isRead : !item.isAnswered);

const shows: Record<InboxShow, (item: InboxItem) => boolean> = {
  all: () => true,
  messages: (item) => item.kind === "message",
  quotes: (item) => item.kind === "quote",
  unread: isWaiting,
  answered: (item) => item.kind === "quote" && item.isAnswered,
  archived: () => true,
};

/** Messages and quotes together, newest first: the archived ones only under 'Archived', then the search. */
export function filterInbox(
  messages: readonly InboxMessage[],
  quotes: readonly InboxQuote[],
  { q, show }: InboxView,
): InboxItem[] {
  const words = folded(q).split(/\s+/).filter(Boolean);
  const items: InboxItem[] = [
    ...messages.map((message) => ({ kind: "message" as const, ...message })),
    ...quotes.map((quote) => ({ kind: "quote" as const, ...quote })),
  ];
  return items
    .filter((item) => item.isArchived === (show === "archived") && shows[show](item))
    .filter((item) => {
      const text = folded(searchText(item));
      return words.every((word) => text.includes(word));
    })
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
