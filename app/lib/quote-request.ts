import { type Catalogue, fitsModel, type FittingKind } from "~/lib/catalogue/catalogue-schema";
import { fittingLabel, fittingsOfKind, fittingsPrice, sizePrice } from "~/lib/catalogue/prices";
import { sizeLabel } from "~/lib/catalogue/quote-message";
import { cleanContactValue, type ContactField, contactFieldError } from "~/lib/contact-values";
import { heatingParts, heatingPartsPrice, heatingWithParts } from "~/lib/heating-parts";
import { cleanText, isReadable, unreadableTextMessage } from "~/lib/plain-text";
import { quoteLineKeys } from "~/lib/quote-address";
import { lineQuantity, maxQuantity } from "~/lib/quote-estimate";
import {
  bracketsRefusal,
  connectionOptions,
  connectionRefusal,
  heatingOptions,
  optionLabel,
  takesPipes,
} from "~/lib/quote-line-options";
import { checkInstallDate, checkPhone, checkPostcode } from "~/lib/uk-contact";

/**
 * A quote request: who asks (the contact form's name, e-mail and company, checked by the same rules, a UK phone
 * number and postcode, perhaps an install date) and one line per radiator, each a size of a published model in one
 * of its finishes, with a quantity, a room, valves, a connection, brackets and, for towel rails, the heating.
 */

const quoteLimits = { lines: 20, room: 60, message: 2000 } as const;

/** One line as a form sends it: every value a string. */
export interface QuoteLineInput {
  model: string;
  size: string;
  finish: string;
  quantity: string;
  room: string;
  /** A valves fitting's id, "" for none. */
  valves: string;
  connection: string;
  /** A brackets fitting's id, "" for none. */
  brackets: string;
  /** Towel rails: central, electric or dual-fuel; "" for radiators. */
  heating: string;
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
  /** The fittings, connection and heating by the names the buyer read; "" for none. The heating names the electric
   * parts it includes, with their prices per rail (decision 224). */
  valves: string;
  connection: string;
  brackets: string;
  heating: string;
  /** Whole pounds: the size in its finish, the fittings and the electric parts, times the quantity. */
  guidePrice: number;
}

export interface QuoteValues {
  name: string;
  email: string;
  company: string;
  message: string;
  phone: string;
  /** Normalised, e.g. SW1A 1AA. */
  postcode: string;
  /** YYYY-MM-DD or "". */
  installDate: string;
  lines: QuoteLine[];
}

export type QuoteField = ContactField | "phone" | "postcode" | "installDate";
/** The fields of a line the buyer fills in or chooses. */
export type QuoteLineField = "quantity" | "room" | "valves" | "connection" | "brackets" | "heating";
/** Why a line was refused, and the field it is about ("" for the line as a whole). */
interface LineRefusal {
  field: QuoteLineField | "";
  message: string;
}
const refusal = (field: LineRefusal["field"], message: string): LineRefusal => ({ field, message });

export interface QuoteErrors {
  fields: Partial<Record<QuoteField, string>>;
  /** One message per line, "" where the line is right. */
  lines: string[];
  /** The field of its line each message is about, "" for the line as a whole (one the catalogue does not know). */
  lineFields: (QuoteLineField | "")[];
  /** About the request as a whole (no lines, too many). */
  form?: string;
}

/**
 * What a post of the quote form asks (decision 220): each line's 'Remove line n' is a submit button of the form, so
 * the other lines and the buyer's details travel with it; any other post (the form's own button, Enter in a field)
 * sends the request.
 */
export const intentField = "intent";

/** The value of line n's 'Remove line n' (n counted from 1, as the button says). */
export const removeIntent = (n: number) => `remove:${n}`;

/** The index (from 0) of the line a post removes, or null when it sends the request. */
export function removedLineIndex(form: URLSearchParams | FormData) {
  const match = /^remove:(\d{1,4})$/.exec(String(form.get(intentField) ?? ""));
  return match ? Number(match[1]) - 1 : null;
}

/** The value of 'Update the estimate', the page's button without JavaScript (decision 227). */
export const updateIntent = "update";

/** Whether a post asks for the form again, priced by the server, rather than sending the request. */
export const updatesEstimate = (form: URLSearchParams | FormData) => form.get(intentField) === updateIntent;

/** A line as it can be sent: an electric towel rail's without valves or a pipe connection, which it cannot take. */
export const fittedToHeating = <Line extends Pick<QuoteLineInput, "heating" | "valves" | "connection">>(line: Line) =>
  takesPipes(line.heating) ? line : { ...line, valves: "", connection: "" };

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
  const lines = Array.from(
    { length: count },
    (_, i) =>
      Object.fromEntries(
        quoteLineKeys.map((key, k) => [key, columns[k]![i] ?? (key === "quantity" ? "1" : "")]),
      ) as unknown as QuoteLineInput,
  );
  return {
    name: text("name"),
    email: text("email"),
    company: text("company"),
    message: text("message"),
    phone: text("phone"),
    postcode: text("postcode"),
    installDate: text("installDate"),
    lines,
  };
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

/** The fitting of that kind with that id; "" is none, undefined an id the catalogue does not hold. */
const fittingOf = (catalogue: Catalogue, kind: FittingKind, id: string) =>
  id === "" ? null : catalogue.fittings.find((fitting) => fitting.kind === kind && fitting.id === id);

function checkLine(catalogue: Catalogue, input: QuoteLineInput): QuoteLine | LineRefusal {
  const found = resolveLine(catalogue, input);
  if ("error" in found) return refusal("", found.error!);
  const quantity = lineQuantity(input.quantity);
  if (quantity === null) return refusal("quantity", `Please enter a quantity from 1 to ${maxQuantity}.`);
  const room = cleanText(input.room, "line").trim();
  if (!isReadable(room)) return refusal("room", unreadableTextMessage);
  if (room.length > quoteLimits.room)
    return refusal("room", `Please keep the room's name under ${quoteLimits.room} characters.`);
  const { model, size, finish } = found;
  const isTowelRail = model.kind === "towel-rail";
  const heating = isTowelRail ? optionLabel(heatingOptions, input.heating || "central") : "";
  if (heating === undefined) return refusal("heating", "Please choose central heating, electric or dual fuel.");
  const pipeless = isTowelRail && !takesPipes(input.heating);
  // The page shows an electric rail without them, so the buyer sees the line as it will be sent before it goes.
  if (pipeless && (input.valves || input.connection))
    return refusal(
      "heating",
      "An electric towel rail needs no valves or pipe connection, so they are off this line now. Please check its guide price and send again.",
    );
  const valves = fittingOf(catalogue, "valves", input.valves);
  if (valves === undefined) return refusal("valves", "These valves are no longer offered. Please choose others.");
  const brackets = fittingOf(catalogue, "brackets", input.brackets);
  if (brackets === undefined) return refusal("brackets", "These brackets are no longer offered. Please choose others.");
  if (brackets && !fitsModel(brackets, model.id))
    return refusal(
      "brackets",
      bracketsRefusal(model.name, fittingsOfKind(catalogue.fittings, "brackets", model.id).map(fittingLabel)),
    );
  const connection = optionLabel(connectionOptions, input.connection);
  if (connection === undefined) return refusal("connection", "Please choose where the pipes connect.");
  if (input.connection && !(model.connections as readonly string[]).includes(input.connection))
    return refusal("connection", connectionRefusal(model.name, model.connections));
  const parts = isTowelRail ? heatingParts(catalogue.fittings, model.id, input.heating) : [];
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
    valves: valves ? fittingLabel(valves) : "",
    // An electric rail has no pipes: no connection to name ('Not sure, please advise' would ask for advice).
    connection: pipeless ? "" : connection,
    brackets: brackets ? fittingLabel(brackets) : "",
    heating: heatingWithParts(heating, parts),
    guidePrice:
      (sizePrice(size, finish) + heatingPartsPrice(parts)) * quantity +
      fittingsPrice(catalogue.fittings, [
        { id: input.valves, quantity },
        { id: input.brackets, quantity },
      ]),
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
  const phone = checkPhone(input.phone);
  if (phone.error) fields.phone = phone.error;
  const postcode = checkPostcode(input.postcode);
  if (postcode.error) fields.postcode = postcode.error;
  const installDate = checkInstallDate(input.installDate);
  if (installDate.error) fields.installDate = installDate.error;
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
  const refused = checked.map((line) => ("message" in line ? line : null));
  const lines = refused.map((line) => line?.message ?? "");
  const lineFields = refused.map((line) => line?.field ?? "");
  if (form || Object.keys(fields).length > 0 || lines.some(Boolean))
    return { errors: { fields, lines, lineFields, form } };
  const details = { phone: phone.value!, postcode: postcode.value!, installDate: installDate.value! };
  return { values: { name, email, company, message, ...details, lines: checked as QuoteLine[] } };
}
