/** A message as GET /api/admin/messages returns it (docs/product.md#contact-messages). */
export interface InboxMessage {
  id: number;
  name: string;
  email: string;
  company: string;
  message: string;
  isRead: boolean;
  isArchived: boolean;
  delivery: string;
  createdAt: string;
}

/** How the e-mail copy of a message went, in words (docs/product.md#contact-messages). */
const deliveryOutcomes: Record<string, { label: string; detail: string; tone: "good" | "bad" | "neutral" }> = {
  sent: { label: "E-mail sent", detail: "A copy was also sent to your e-mail inbox.", tone: "good" },
  failed: {
    label: "E-mail failed",
    detail: "The e-mail copy could not be sent, so this message is only here.",
    tone: "bad",
  },
  "not-configured": {
    label: "E-mail not configured",
    detail: "E-mail sending is not set up, so messages arrive only here.",
    tone: "neutral",
  },
  pending: {
    label: "E-mail pending",
    detail: "The visitor's browser has not yet reported whether the e-mail copy went out.",
    tone: "neutral",
  },
};

export function deliveryOutcome(delivery: string) {
  return deliveryOutcomes[delivery] ?? deliveryOutcomes.pending!;
}

const received = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** When a message arrived, in British English, e.g. '14 March 2025 at 10:32'. */
export function receivedAt(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? createdAt : received.format(date);
}

/** A mailto: link to the visitor's address with the subject filled, each part encoded (RFC 6068). */
export function replyHref(email: string, subject: string): string {
  const address = email.split("@").map(encodeURIComponent).join("@");
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}
