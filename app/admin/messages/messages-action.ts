import { toast } from "sonner";
import { AdminApiError, adminFetch } from "~/admin/admin-fetch";

/** What the inbox asks of the server: mark one message read or unread, delete it, or mark a quote answered. */
export type MessageIntent =
  | { intent: "mark"; id: number; isRead: boolean }
  | { intent: "delete"; id: number }
  | { intent: "answer"; id: number; isAnswered: boolean };

const failure = (error: unknown) =>
  error instanceof AdminApiError ? error.message : "The server could not be reached. Please try again.";

/**
 * The inbox's client action. As a React Router action it makes the loaders reload afterwards: the
 * list, and the unread count in the admin navigation.
 */
export async function runMessagesAction(request: Request): Promise<{ ok: boolean }> {
  const change = (await request.json()) as MessageIntent;
  const url = `/api/admin/messages/${change.id}`;
  try {
    if (change.intent === "answer") {
      await adminFetch(`/api/admin/quotes/${change.id}`, { method: "PATCH", json: { isAnswered: change.isAnswered } });
    } else if (change.intent === "delete") {
      await adminFetch(url, { method: "DELETE" });
      toast.success("Message Deleted", { description: "The message has been removed from your inbox." });
    } else {
      await adminFetch(url, { method: "PATCH", json: { isRead: change.isRead } });
    }
    return { ok: true };
  } catch (error) {
    toast.error(change.intent === "delete" ? "Message Not Deleted" : "Message Not Updated", {
      description: failure(error),
    });
    return { ok: false };
  }
}
