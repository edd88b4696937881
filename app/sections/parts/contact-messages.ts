/**
 * docs/product.md#messages and #states: what the contact form says while it sends and after. The server draws them
 * for a visit without JavaScript (after the redirect); the contact-form enhancement says them in place.
 */
export const contactMessages = {
  sent: { title: "Message Sent", description: "Thank you for your message. We will be in touch shortly." },
  failed: { title: "Error", description: "Failed to send your message. Please try again later." },
} as const;

export type ContactOutcome = keyof typeof contactMessages;

/** The send button's label while the message is on its way. */
export const sendingLabel = "Sending...";
