/** docs/product.md#messages: the notices after a send. */
export const contactMessages = {
  sent: { title: "Message Sent", description: "Thank you for your message. We will be in touch shortly." },
  failed: { title: "Error", description: "Failed to send your message. Please try again later.", failed: true },
} as const;

export interface Outcome {
  title: string;
  description: string;
  failed?: boolean;
}

/**
 * How the last send went, where the visitor is looking: under the button (decision 041). A success is
 * announced politely; a failure at once.
 */
export function ContactNotice({ outcome, className }: { outcome: Outcome; className?: string }) {
  return (
    <div role={outcome.failed ? "alert" : "status"} className={className}>
      <p
        className={
          outcome.failed
            ? "rounded-sm border border-red-800/30 bg-red-50 p-5 text-red-900"
            : "rounded-sm border border-ink/15 bg-white p-5"
        }
      >
        <strong className="block font-semibold">{outcome.title}</strong>
        {outcome.description}
      </p>
    </div>
  );
}
