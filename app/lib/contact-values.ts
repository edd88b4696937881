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

/** Each field's checks in order; the first that fails gives its message. */
const rules: Record<ContactField, Rule[]> = {
  name: [required("Please enter your name."), atMost("name", "your name")],
  email: [
    required("Please enter your e-mail address."),
    atMost("email", "your e-mail address"),
    (value) => (emailPattern.test(value) ? undefined : "Please enter a valid e-mail address, like name@example.co.uk."),
  ],
  company: [atMost("company", "the company name")],
  message: [required("Please write your message."), atMost("message", "your message")],
};

const fields = Object.keys(rules) as ContactField[];

/** Line breaks of every kind; in a one-line value they become a space. */
const lineBreaks = /[\r\n\v\f\u0085\u2028\u2029]+/g;
/** Control characters (C0, DEL, C1) but tab and line feed: invisible, and no template or inbox needs them. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controls = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/**
 * Name and company go into the e-mail's template parameters (a sender name, a subject line), so they are
 * kept to one line of visible text; the message keeps its line breaks.
 */
const oneLine = (value: string) => value.replace(lineBreaks, " ").replace(/\t/g, " ").replace(controls, "");
const multiLine = (value: string) => value.replace(/\r\n?/g, "\n").replace(controls, "");
const cleaners: Record<ContactField, (value: string) => string> = {
  name: oneLine,
  email: (value) => value,
  company: oneLine,
  message: multiLine,
};

/** A value as it is kept: cleaned for its field (name and company on one line) and trimmed. */
export function cleanContactValue(field: ContactField, value: string): string {
  return cleaners[field](value).trim();
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
