import { useFetcher } from "react-router";
import { toast } from "sonner";

import { AdminApiError, adminFetch } from "~/admin/admin-fetch";

export type InboxKind = "message" | "quote";

/**
 * What the inbox asks of the server: mark a message read or unread, mark a quote answered or not, archive
 * either or bring it back, or delete either.
 */
export type MessageIntent =
  | { intent: "mark"; id: number; isRead: boolean }
  | { intent: "answer"; id: number; isAnswered: boolean }
  | { intent: "archive"; kind: InboxKind; id: number; isArchived: boolean }
  | { intent: "delete"; kind: InboxKind; id: number };

const nouns = { message: "Message", quote: "Quote Request" } as const;

const failure = (error: unknown) =>
  error instanceof AdminApiError ? error.message : "The server could not be reached. Please try again.";

const urlOf = (kind: InboxKind, id: number) => `/api/admin/${kind === "message" ? "messages" : "quotes"}/${id}`;

async function send(change: MessageIntent): Promise<void> {
  switch (change.intent) {
    case "mark":
      await adminFetch(urlOf("message", change.id), { method: "PATCH", json: { isRead: change.isRead } });
      return;
    case "answer":
      await adminFetch(urlOf("quote", change.id), { method: "PATCH", json: { isAnswered: change.isAnswered } });
      return;
    case "archive": {
      await adminFetch(urlOf(change.kind, change.id), { method: "PATCH", json: { isArchived: change.isArchived } });
      const noun = nouns[change.kind];
      if (change.isArchived) toast.success(`${noun} Archived`, { description: "Find it under 'Archived'." });
      else toast.success(`${noun} Back in the Inbox`);
      return;
    }
    case "delete":
      await adminFetch(urlOf(change.kind, change.id), { method: "DELETE" });
      toast.success(`${nouns[change.kind]} Deleted`, { description: "It has been removed from your inbox." });
  }
}

/**
 * The inbox's client action. As a React Router action it makes the loaders reload afterwards: the
 * list, and the unread count in the admin navigation.
 */
export async function runMessagesAction(request: Request): Promise<{ ok: boolean }> {
  const change = (await request.json()) as MessageIntent;
  try {
    await send(change);
    return { ok: true };
  } catch (error) {
    const noun = "kind" in change ? nouns[change.kind] : change.intent === "answer" ? nouns.quote : nouns.message;
    toast.error(change.intent === "delete" ? `${noun} Not Deleted` : `${noun} Not Updated`, {
      description: failure(error),
    });
    return { ok: false };
  }
}

/**
 * A card's way to the inbox's action: `submit` sends a change, `pending` is the change on its way, shown as done
 * while the server is asked (a refusal puts it back), and `leaving` says the card is being deleted or archived.
 */
export function useInboxChange() {
  const fetcher = useFetcher<{ ok: boolean }>();
  const pending = fetcher.json as MessageIntent | undefined;
  const submit = (intent: MessageIntent) =>
    void fetcher.submit(intent, { method: "POST", encType: "application/json" });
  return { pending, submit, leaving: pending?.intent === "delete" || pending?.intent === "archive" };
}
