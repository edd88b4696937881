import type { ContactValues } from "~/lib/contact-values";
import { contactTemplateParams, emailjsConfig, isEmailjsSuccess, sendEmail } from "./emailjs.server";
import { type Delivery, recordDelivery } from "./messages.server";
import { getSiteSettings } from "./settings.server";

/** EmailJS answers within a second or two; a call that hangs is counted as failed, not left pending for ever. */
const deliveryTimeoutMs = 10_000;

/**
 * E-mails a stored message through EmailJS and records how it went on the message. The server sends it,
 * not the visitor's browser, so the honeypot and the rate limit cover every e-mail and nobody can report
 * an outcome of their own. Never throws: the message is kept whatever happens.
 */
export async function deliverMessage(id: number, values: ContactValues): Promise<Delivery> {
  const config = emailjsConfig();
  if (!config) return "not-configured";
  let delivery: Delivery;
  try {
    const params = contactTemplateParams(values, getSiteSettings().siteName);
    const response = await sendEmail(config, params, fetch, AbortSignal.timeout(deliveryTimeoutMs));
    delivery = isEmailjsSuccess(response) ? "sent" : "failed";
    if (delivery === "failed") console.error(`E-mailing message ${id} failed: ${response.status} ${response.text}`);
  } catch (error) {
    console.error(`E-mailing message ${id} failed:`, error);
    delivery = "failed";
  }
  recordDelivery(id, delivery);
  return delivery;
}
