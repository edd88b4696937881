import { cleanText, isReadable, type TextShape, unreadableTextMessage } from "./plain-text";

/** Limits of docs/product.md#contact-messages. */
export const contactLimits = { name: 100, email: 254, company: 100, message: 5000 } as const;

/** Contact form values (docs/product.md#entities). */
export interface ContactValues {
  name: string;
  email: string;
  company: string;
  message: string;
}
export type ContactField = keyof ContactValues;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** The hidden field people never see and spam robots fill in. */
export const honeypotField = "website";

/** A practical e-mail address check: something@domain.tld, without dots at the edges of the name. */
const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

type Rule = (value: string) => string | undefined;

const required =
  (message: string): Rule =>
  (value) =>
    value === "" ? message : undefined;
const atMost =
  (field: ContactField, what: string): Rule =>
  (value) =>
    value.length > contactLimits[field] ? `Please keep ${what} under ${contactLimits[field]} characters.` : undefined;

const readable: Rule = (value) => (isReadable(value) ? undefined : unreadableTextMessage);

/** Each field's checks in order; the first that fails gives its message. */
const rules: Record<ContactField, Rule[]> = {
  name: [readable, required("Please enter your name."), atMost("name", "your name")],
  email: [
    readable,
    required("Please enter your e-mail address."),
    atMost("email", "your e-mail address"),
    (value) => (emailPattern.test(value) ? undefined : "Please enter a valid e-mail address, like name@example.co.uk."),
  ],
  company: [readable, atMost("company", "the company name")],
  message: [readable, required("Please write your message."), atMost("message", "your message")],
};

const fields = Object.keys(rules) as ContactField[];

/**
 * Name and company go into the e-mail's template parameters (a sender name, a subject line), so they are kept to
 * one line of visible text; the message keeps its line breaks (./plain-text). The address is left as typed: its
 * pattern refuses anything unusual.
 */
const shapes: Record<ContactField, TextShape | null> = { name: "line", email: null, company: "line", message: "lines" };

/** A value as it is kept: cleaned for its field (name and company on one line) and trimmed. */
export function cleanContactValue(field: ContactField, value: string): string {
  const shape = shapes[field];
  return (shape ? cleanText(value, shape) : value).trim();
}

/** The first message a field's rules give for a trimmed value, or undefined; quote requests share these rules. */
export function contactFieldError(field: ContactField, value: string): string | undefined {
  for (const rule of rules[field]) {
    const error = rule(value);
    if (error) return error;
  }
  return undefined;
}

/**
 * Checks the values the same way in the browser and on the server, without a validation library in the
 * public bundle: the cleaned, trimmed values, or each failing field's first message.
 */
export function checkContact(
  input: unknown,
): { values: ContactValues; errors?: undefined } | { errors: ContactErrors } {
  const source = (typeof input === "object" && input !== null ? input : {}) as Record<string, unknown>;
  const values = Object.fromEntries(
    fields.map((field) => [field, typeof source[field] === "string" ? cleanContactValue(field, source[field]) : ""]),
  ) as unknown as ContactValues;
  const errors: ContactErrors = {};
  for (const field of fields) {
    const error = contactFieldError(field, values[field]);
    if (error) errors[field] = error;
  }
  return Object.keys(errors).length > 0 ? { errors } : { values };
}
