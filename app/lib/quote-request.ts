import { sizeLabel } from "~/lib/catalogue/quote-message";
import type { Catalogue } from "~/lib/catalogue/catalogue-schema";
import { type ContactField, cleanContactValue, contactFieldError } from "~/lib/contact-values";
import { cleanText, isReadable, unreadableTextMessage } from "~/lib/plain-text";

/**
 * A quote request: who asks (the contact form's name, e-mail and company, checked by the same rules) and one
 * line per radiator, each a size of a published model in one of its finishes, with a quantity and a room.
 */

const quoteLimits = { lines: 20, quantity: 50, room: 60, message: 2000 } as const;

/** One line as a form sends it: every value a string. */
export interface QuoteLineInput {
  model: string;
  size: string;
  finish: string;
  quantity: string;
  room: string;
}

/** One line checked against the published catalogue, with the names the buyer saw. */
export interface QuoteLine {
  modelId: string;
  modelName: string;
  sizeCode: string;
  sizeLabel: string;
  finishId: string;
  finishName: string;
  quantity: number;
  room: string;
}

export interface QuoteValues {
  name: string;
  email: string;
  company: string;
  message: string;
  lines: QuoteLine[];
}

export type QuoteField = ContactField;
export interface QuoteErrors {
  fields: Partial<Record<QuoteField, string>>;
  /** One message per line, "" where the line is right. */
  lines: string[];
  /** About the request as a whole (no lines, too many). */
  form?: string;
}

export const quoteLineKeys = ["model", "size", "finish", "quantity", "room"] as const;

/** Reads a posted form: the contact fields once, the line fields repeated in order. */
export function readQuoteForm(form: URLSearchParams | FormData) {
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === "string" ? value.trim() : "";
  };
  // One line past the limit is enough to refuse the request; the rest are never read, nor shown again.
  const columns = quoteLineKeys.map((key) =>
    form
      .getAll(key)
      .slice(0, quoteLimits.lines + 1)
      .map((v) => (typeof v === "string" ? v.trim() : "")),
  );
  const count = Math.max(...columns.map((c) => c.length));
  const lines: QuoteLineInput[] = Array.from({ length: count }, (_, i) => ({
    model: columns[0]![i] ?? "",
    size: columns[1]![i] ?? "",
    finish: columns[2]![i] ?? "",
    quantity: columns[3]![i] ?? "1",
    room: columns[4]![i] ?? "",
  }));
  return { name: text("name"), email: text("email"), company: text("company"), message: text("message"), lines };
}

/** A line's model, size and finish in the catalogue, or the message saying which is missing. */
export function resolveLine(catalogue: Catalogue, line: Pick<QuoteLineInput, "model" | "size" | "finish">) {
  const model = catalogue.models.find((m) => m.id === line.model);
  if (!model) return { error: "This model is no longer in our range. Please remove the line." };
  const size = model.sizes.find((s) => s.code === line.size);
  if (!size) return { error: `${model.name} is not made in size ${line.size || "(none)"}. Please choose another.` };
  const finish = model.finishes.find((f) => f.id === line.finish);
  if (!finish) return { error: `${model.name} is not offered in that finish. Please choose another.` };
  return { model, size, finish };
}

function checkLine(catalogue: Catalogue, input: QuoteLineInput): QuoteLine | string {
  const found = resolveLine(catalogue, input);
  if ("error" in found) return found.error!;
  const quantity = /^\d{1,3}$/.test(input.quantity) ? Number(input.quantity) : NaN;
  if (!(quantity >= 1 && quantity <= quoteLimits.quantity))
    return `Please enter a quantity from 1 to ${quoteLimits.quantity}.`;
  const room = cleanText(input.room, "line").trim();
  if (!isReadable(room)) return unreadableTextMessage;
  if (room.length > quoteLimits.room) return `Please keep the room's name under ${quoteLimits.room} characters.`;
  const { model, size, finish } = found;
  const variant = size.variant ? `, ${size.variant.toLowerCase()}` : "";
  return {
    modelId: model.id,
    modelName: model.name,
    sizeCode: size.code,
    sizeLabel: `${sizeLabel(size)}${variant}`,
    finishId: finish.id,
    finishName: finish.ral ? `${finish.name} (${finish.ral})` : finish.name,
    quantity,
    room,
  };
}

/** Checks a whole request: the values to store, or every problem at once. */
export function checkQuote(
  catalogue: Catalogue,
  input: ReturnType<typeof readQuoteForm>,
): { values: QuoteValues; errors?: undefined } | { errors: QuoteErrors } {
  const fields: QuoteErrors["fields"] = {};
  const [name, email, company, message] = (["name", "email", "company", "message"] as const).map((field) =>
    cleanContactValue(field, input[field]),
  ) as [string, string, string, string];
  const contact = { name, email, company };
  for (const field of ["name", "email", "company"] as const) {
    const error = contactFieldError(field, contact[field]);
    if (error) fields[field] = error;
  }
  if (!isReadable(message)) fields.message = unreadableTextMessage;
  else if (message.length > quoteLimits.message)
    fields.message = `Please keep your note under ${quoteLimits.message} characters.`;
  const checked = input.lines.map((line) => checkLine(catalogue, line));
  const form =
    input.lines.length === 0
      ? "Add at least one radiator to the quote."
      : input.lines.length > quoteLimits.lines
        ? `A quote can hold at most ${quoteLimits.lines} lines. Please send the rest in a second request.`
        : undefined;
  const lines = checked.map((line) => (typeof line === "string" ? line : ""));
  if (form || Object.keys(fields).length > 0 || lines.some(Boolean)) return { errors: { fields, lines, form } };
  return { values: { name, email, company, message, lines: checked as QuoteLine[] } };
}
