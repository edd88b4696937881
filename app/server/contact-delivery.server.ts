import type { ContactValues } from "~/lib/contact-values";
import type { QuoteValues } from "~/lib/quote-request";
import { quoteSummaryText } from "~/lib/quote-summary";

import { contactTemplateParams, emailjsConfig, isEmailjsSuccess, sendEmail } from "./emailjs.server";
import { log, logError } from "./log.server";
import { type Delivery, recordDelivery } from "./messages.server";
import { type CreatedQuote, recordQuoteDelivery } from "./quotes.server";
import { getSiteSettings } from "./settings.server";

/** EmailJS answers within a second or two; a call that hangs is counted as failed, not left pending for ever. */
const deliveryTimeoutMs = 10_000;

/**
 * E-mails what a visitor sent through EmailJS and records how it went. The server sends it, not the visitor's
 * browser, so the honeypot and the rate limit cover every e-mail and nobody can report an outcome of their own.
 * Never throws: the stored message or quote is kept whatever happens.
 */
async function deliver(what: string, values: ContactValues, record: (delivery: Delivery) => void): Promise<Delivery> {
  const config = emailjsConfig();
  if (!config) return "not-configured";
  let delivery: Delivery;
  try {
    const params = contactTemplateParams(values, getSiteSettings().siteName);
    const response = await sendEmail(config, params, fetch, AbortSignal.timeout(deliveryTimeoutMs));
    delivery = isEmailjsSuccess(response) ? "sent" : "failed";
    if (delivery === "failed")
      log("error", `E-mailing ${what} failed`, { status: response.status, answer: response.text });
  } catch (error) {
    logError(`E-mailing ${what} failed`, error);
    delivery = "failed";
  }
  record(delivery);
  return delivery;
}

export function deliverMessage(id: number, values: ContactValues): Promise<Delivery> {
  return deliver(`message ${id}`, values, (delivery) => recordDelivery(id, delivery));
}

/**
 * A quote goes through the same template as a contact message, so one EmailJS template serves both: its
 * `message` holds the reference, the lines with their guide prices and the total, the buyer's details and note.
 */
export function deliverQuote(quote: CreatedQuote, values: QuoteValues): Promise<Delivery> {
  const { name, email, company } = values;
  const message = quoteSummaryText({ ...values, reference: quote.reference });
  return deliver(`quote ${quote.reference}`, { name, email, company, message }, (delivery) =>
    recordQuoteDelivery(quote.id, delivery),
  );
}
