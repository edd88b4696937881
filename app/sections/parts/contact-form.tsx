import { useSearchParams } from "react-router";

import { contact } from "~/content/contact";
import { type ContactField, contactLimits, honeypotField } from "~/lib/contact-values";
import { type ContactOutcome, sendingLabel } from "~/sections/parts/contact-messages";
import { ContactNotice } from "~/sections/parts/contact-notice";
import { buttonClass } from "~/ui/button";
import { TextAreaField, TextField } from "~/ui/field";

const labels = contact.block.form;

/**
 * The message form (docs/product.md#states): idle → sending → success (cleared) or failure (values kept). It posts
 * to /api/messages, which answers a visit without JavaScript with a redirect here, `?sent=1` or `?error=…`, and the
 * notice under the button. With JavaScript the contact-form enhancement (app/enhance/contact-form.ts) checks the
 * values as the server does, sends them, and shows the same notices in place.
 */
export function ContactForm() {
  const [params] = useSearchParams();
  // A model page's "Request a quote" opens the form with the model, size and finish already written.
  const prefilled = (params.get("message") ?? "").slice(0, contactLimits.message);
  const outcome: ContactOutcome | null = params.get("sent") ? "sent" : params.get("error") ? "failed" : null;

  const field = (name: ContactField) => ({
    name,
    look: "underlined" as const,
    maxLength: contactLimits[name],
    defaultValue: name === "message" ? prefilled : "",
    errorSlot: true,
  });

  return (
    <form
      id="contact-form"
      method="post"
      action="/api/messages"
      data-enhance="contact-form"
      className="grid gap-7 sm:grid-cols-2"
    >
      <TextField label={labels.nameLabel} autoComplete="name" required {...field("name")} />
      <TextField label={labels.emailLabel} type="email" autoComplete="email" required {...field("email")} />
      <TextField
        label={labels.companyLabel}
        autoComplete="organization"
        className="sm:col-span-2"
        {...field("company")}
      />
      <TextAreaField
        label={labels.messageLabel}
        placeholder={labels.messagePlaceholder}
        required
        className="sm:col-span-2"
        {...field("message")}
      />
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Leave this field empty
          <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <div className="sm:col-span-2">
        <button
          type="submit"
          data-sending-label={sendingLabel}
          className={buttonClass({ size: "lg" }, "w-full sm:w-auto")}
        >
          {labels.submitLabel}
        </button>
        <ContactNotice outcome="sent" shown={outcome === "sent"} />
        <ContactNotice outcome="failed" shown={outcome === "failed"} />
      </div>
    </form>
  );
}
