import { checkContact, type ContactErrors, type ContactField, honeypotField } from "~/lib/contact-values";
import { contactMessages, type ContactOutcome } from "~/sections/parts/contact-messages";

import { type Enhance, marked } from "./enhancement";

const fields: readonly ContactField[] = ["name", "email", "company", "message"];
type Control = HTMLInputElement | HTMLTextAreaElement;

/**
 * The contact form's states (docs/product.md#states): the values are checked as the server checks them, each
 * message under its field; then 'Sending...' on the disabled button while the message is posted as JSON; then the
 * form is cleared with 'Message Sent', or keeps every value with 'Error'. `data-state` says idle or sending.
 */
function enhanceForm(form: HTMLFormElement): () => void {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!button) return () => {};
  const idleLabel = button.textContent;
  const control = (name: ContactField) => form.elements.namedItem(name) as Control | null;

  const showError = (name: ContactField, error?: string) => {
    const field = control(name);
    if (!field) return;
    if (error) field.setAttribute("aria-invalid", "true");
    else field.removeAttribute("aria-invalid");
    const line = form.ownerDocument.getElementById(field.getAttribute("aria-describedby") ?? "");
    if (!line) return;
    line.textContent = error ?? "";
    line.hidden = !error;
  };
  const showErrors = (errors: ContactErrors) => {
    for (const name of fields) showError(name, errors[name]);
    const first = fields.find((name) => errors[name]);
    if (first) control(first)?.focus();
  };
  const showOutcome = (outcome: ContactOutcome | null, description?: string) => {
    for (const kind of Object.keys(contactMessages) as ContactOutcome[]) {
      const notice = form.querySelector<HTMLElement>(`[data-contact-notice="${kind}"] > p`);
      const [title, text] = notice ? [...notice.children] : [];
      if (!notice || !title || !text) continue;
      notice.hidden = kind !== outcome;
      title.textContent = kind === outcome ? contactMessages[kind].title : "";
      text.textContent = kind === outcome ? (description ?? contactMessages[kind].description) : "";
    }
  };
  const setSending = (sending: boolean) => {
    form.dataset.state = sending ? "sending" : "idle";
    button.disabled = sending;
    button.textContent = sending ? (button.dataset.sendingLabel ?? idleLabel) : idleLabel;
  };

  const send = async (values: Record<string, string>) => {
    try {
      const response = await fetch(form.action, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(values),
      });
      const body = (await response.json().catch(() => ({}))) as { errors?: ContactErrors; error?: string };
      if (!response.ok) {
        if (body.errors) showErrors(body.errors);
        // The rate limit's answer says how long to wait; any other failure gets the notice of docs/product.md.
        showOutcome("failed", response.status === 429 ? body.error : undefined);
        return;
      }
      for (const name of fields) {
        const field = control(name);
        if (field) field.value = "";
      }
      showOutcome("sent");
    } catch (error) {
      console.error("Sending the message failed:", error);
      showOutcome("failed");
    }
  };
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (form.dataset.state === "sending") return;
    const data = new FormData(form);
    const checked = checkContact(Object.fromEntries(data));
    if (checked.errors) {
      showErrors(checked.errors);
      return;
    }
    showErrors({});
    showOutcome(null);
    setSending(true);
    // `send` shows every outcome itself, a failure included: nothing is left to catch.
    void send({ ...checked.values, [honeypotField]: String(data.get(honeypotField) ?? "") }).then(() =>
      setSending(false),
    );
  };
  // A field's message goes as soon as the visitor changes what it is about.
  const onInput = (event: Event) => {
    const name = (event.target as Control).name as ContactField;
    if (fields.includes(name) && control(name)?.hasAttribute("aria-invalid")) showError(name);
  };

  form.addEventListener("submit", onSubmit);
  form.addEventListener("input", onInput);
  form.dataset.state = "idle";
  return () => {
    form.removeEventListener("submit", onSubmit);
    form.removeEventListener("input", onInput);
    delete form.dataset.state;
  };
}

export const enhance: Enhance = (root) => {
  const removers = marked<HTMLFormElement>(root, "contact-form").map(enhanceForm);
  return () => removers.forEach((remove) => remove());
};
