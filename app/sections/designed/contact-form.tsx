import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router";
import {
  type ContactErrors,
  type ContactField,
  type ContactValues,
  checkContact,
  contactLimits,
  honeypotField,
} from "~/lib/contact-values";
import { contact } from "~/content/contact";
import { buttonClass } from "~/ui/button";
import { TextAreaField, TextField } from "~/ui/field";
import { ContactNotice, contactMessages, type Outcome } from "~/sections/designed/contact-notice";

const labels = contact.block.form;
const fields: readonly ContactField[] = ["name", "email", "company", "message"];

/** The form's values as typed: the fields keep their own text, so words typed before the page's script starts stay. */
function valuesOf(form: HTMLFormElement): ContactValues {
  const data = new FormData(form);
  const value = (name: ContactField) => String(data.get(name) ?? "");
  return { name: value("name"), email: value("email"), company: value("company"), message: value("message") };
}

/** The message form (docs/product.md#states): idle → sending → success (cleared) or failure (values kept). */
export function ContactForm() {
  // A model page's "Request a quote" opens the form with the model, size and finish already written.
  const [params] = useSearchParams();
  const prefilled = (params.get("message") ?? "").slice(0, contactLimits.message);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const failed = (description: string = contactMessages.failed.description) =>
    setOutcome({ ...contactMessages.failed, description });

  const field = (name: ContactField) => ({
    name,
    look: "underlined" as const,
    maxLength: contactLimits[name],
    defaultValue: name === "message" ? prefilled : "",
    error: errors[name],
    onChange: () => {
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = checkContact(valuesOf(form));
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setOutcome(null);
    setSending(true);
    try {
      const honeypot = new FormData(form).get(honeypotField) ?? "";
      const response = await fetch("/api/messages", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...checked.values, [honeypotField]: honeypot }),
      });
      const body = (await response.json().catch(() => ({}))) as { errors?: ContactErrors; error?: string };
      if (!response.ok) {
        if (body.errors) setErrors(body.errors);
        failed(response.status === 429 && body.error ? body.error : undefined);
        return;
      }
      for (const name of fields) {
        const element = form.elements.namedItem(name);
        if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) element.value = "";
      }
      setErrors({});
      setOutcome(contactMessages.sent);
    } catch (error) {
      console.error("Sending the message failed:", error);
      failed();
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      id="contact-form"
      method="post"
      action="/api/messages"
      onSubmit={onSubmit}
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
        <button type="submit" disabled={sending} className={buttonClass({ size: "lg" }, "w-full sm:w-auto")}>
          {sending ? "Sending..." : labels.submitLabel}
        </button>
        {outcome && <ContactNotice outcome={outcome} className="mt-6" />}
      </div>
    </form>
  );
}
