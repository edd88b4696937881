import { data, redirect } from "react-router";

import { bodyLimits } from "~/lib/body-limits";
import type { Catalogue } from "~/lib/catalogue/catalogue-schema";
import { fittingLabel, fittingsOfKind, sizePrice } from "~/lib/catalogue/prices";
import { contactLimits, honeypotField } from "~/lib/contact-values";
import { heatingParts, heatingPartsPrice, heatingPartsText } from "~/lib/heating-parts";
import { readForm } from "~/lib/http";
import { cleanText } from "~/lib/plain-text";
import { formatPrice } from "~/lib/price-format";
import {
  basketCookie,
  basketNote,
  basketParam,
  noteParam,
  quoteAddress,
  withLines,
  withNote,
} from "~/lib/quote-address";
import { heatingOptions } from "~/lib/quote-line-options";
import {
  checkQuote,
  fittedToHeating,
  type QuoteLineInput,
  readQuoteForm,
  removedLineIndex,
  resolveLine,
  updatesEstimate,
} from "~/lib/quote-request";
import { seo } from "~/lib/seo";
import { publishedCatalogue } from "~/server/catalogue/catalogue.server";
import { deliverQuote } from "~/server/contact-delivery.server";
import { emailjsConfig } from "~/server/emailjs.server";
import { basketLines } from "~/server/quote-basket.server";
import { quoteReceiptCookie, receiptOf } from "~/server/quote-receipt.server";
import { createQuote, quoteByReceipt, quoteRateLimit } from "~/server/quotes.server";
import { isLimited, recordAttempt } from "~/server/rate-limit.server";
import { noteRefusal } from "~/server/request-context.server";
import { failureAnswers, machineFailureOf } from "~/server/request-failures.server";
import { isHttps } from "~/server/session.server";
import { removedText } from "~/site/quote/quote-line-fields";
import { type QuoteLineView, QuotePage } from "~/site/quote/quote-page";

import type { Route } from "./+types/quote";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Request a quote",
    description: "Ask for a quote for one radiator or a whole house: models, sizes, finishes and rooms in one request.",
  });

/** A towel rail's ways of heating, each with the electric parts it includes, their price and the words saying so. */
const heatingChoices = (fittings: Catalogue["fittings"], modelId: string) =>
  heatingOptions.map(({ value, label }) => {
    const parts = heatingParts(fittings, modelId, value);
    return { value, label, price: heatingPartsPrice(parts), parts: heatingPartsText(parts) };
  });

/**
 * Lines with the names the catalogue gives them, or why one cannot be found; an electric towel rail's without valves
 * or a pipe connection, as it will be sent.
 */
function lineViews(lines: QuoteLineInput[]): QuoteLineView[] {
  const catalogue = publishedCatalogue();
  return lines.map(fittedToHeating).map((line) => {
    const found = resolveLine(catalogue, line);
    if ("error" in found) return { ...line, error: found.error };
    return {
      ...line,
      modelName: found.model.name,
      // The figures held together (no-break spaces), so no line of text starts with "× 400 mm".
      sizeLabel: `${found.size.code}, ${found.size.height.toLocaleString("en-GB")}\u00a0×\u00a0${found.size.width.toLocaleString("en-GB")}\u00a0mm`,
      finishName: found.finish.name,
      heatingChoices:
        found.model.kind === "towel-rail" ? heatingChoices(catalogue.fittings, found.model.id) : undefined,
      connections: found.model.connections,
      bracketIds: fittingsOfKind(catalogue.fittings, "brackets", found.model.id).map((fitting) => fitting.id),
      unitPrice: sizePrice(found.size, found.finish),
    };
  });
}

/**
 * The lines the catalogue knows, as they will be sent: a basket keeps only those (unknown ones stay on the page until
 * removed).
 */
const knownLines = (lines: QuoteLineInput[]) => {
  const catalogue = publishedCatalogue();
  return lines.filter((line) => !("error" in resolveLine(catalogue, line))).map(fittedToHeating);
};

/** The basket cookie keeping these lines' known ones and the buyer's note, or clearing it. */
const basketHeader = (request: Request, lines: QuoteLineInput[], note = "") =>
  basketCookie(knownLines(lines), isHttps(request), note);

/** The note this browser's basket keeps (what the buyer typed, decision 217); "" without one. */
const keptNote = (request: Request) => basketNote(request.headers.get("cookie") ?? "");

/** The valves and brackets a line can have, each with its price (said, and kept for the running estimate). */
function fittingChoices() {
  const { fittings } = publishedCatalogue();
  const choices = (kind: "valves" | "brackets", unit: string) =>
    fittingsOfKind(fittings, kind).map((fitting) => ({
      id: fitting.id,
      price: fitting.price,
      label: `${fittingLabel(fitting)} — ${formatPrice(fitting.price)} ${unit}`,
    }));
  return { valves: choices("valves", "a pair"), brackets: choices("brackets", "a set") };
}

/**
 * Whether the loader is drawing the answer to a post of the form: React Router runs it after the action with the
 * post's address and headers, its body's type among them, where a page asked for has none.
 */
const answersPost = (request: Request) => request.headers.has("Content-Type");

/**
 * The lines a link carries (model, size, finish, quantity and room, repeated per line), and a note to start the
 * message with (the buyer's heating system, from a model page or the calculator).
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const note = cleanText(url.searchParams.get(noteParam) ?? "", "lines").slice(0, contactLimits.message);
  const sent = url.searchParams.get("sent") === "1";
  const asked = readQuoteForm(url.searchParams).lines;
  // A link adding its lines to the basket: the cookie follows, and the page is the request as it stands, public and
  // the same for everyone (decision 209).
  const change = url.searchParams.get(basketParam);
  // A link's note (the system its outputs were read at) joins the note the buyer typed, never replaces it.
  if (!sent && change !== "1" && asked.length > 0) {
    const lines = withLines(knownLines(basketLines(request)), asked);
    const kept = withNote(keptNote(request), note);
    return redirect(quoteAddress(lines, kept), {
      status: 303,
      headers: { "Set-Cookie": basketHeader(request, lines, kept) },
    });
  }
  // The bare page (the site's own 'Quote' links) opens the request this browser's basket holds; the page cache and
  // the example Varnish configuration send such a request here rather than keep it (decision 209). The form posts to
  // the bare page too, and its answer is the form as posted (decision 227).
  if (!sent && change === null && asked.length === 0 && !answersPost(request)) {
    const basket = knownLines(basketLines(request));
    if (basket.length > 0) return redirect(quoteAddress(basket, withNote(keptNote(request), note)), 303);
  }
  // The confirmation is this browser's own (its receipt cookie): never kept by a shared cache.
  const quote = sent ? quoteByReceipt(receiptOf(request)) : undefined;
  const receipt = quote && {
    reference: quote.reference,
    postcode: quote.postcode,
    installDate: quote.installDate,
    lines: quote.lines,
  };
  return data(
    {
      lines: lineViews(asked),
      sent,
      receipt,
      fittings: fittingChoices(),
      note,
    },
    sent ? { headers: { "Cache-Control": "private, no-store" } } : undefined,
  );
}

/**
 * A line's 'Remove' (decision 220) or 'Update the estimate' (decision 227): the form comes back without that line (or
 * with every line), every other field as the buyer typed it, priced by the server, and the lines become the basket,
 * the note with them; nothing is checked or sent. The last line gone, the empty request.
 */
function formAgain(
  request: Request,
  input: Omit<ReturnType<typeof readQuoteForm>, "lines">,
  lines: QuoteLineInput[],
  removing: number | null,
) {
  const rest = lines.filter((_, i) => i !== removing);
  const headers = { "Set-Cookie": basketHeader(request, rest, input.message) };
  if (rest.length === 0) return redirect("/quote", { status: 303, headers });
  const views = lineViews(lines);
  const removed = removing === null ? undefined : views[removing];
  const notice = removing === null ? "The estimate is up to date with your choices." : removed && removedText(removed);
  return data({ input, lines: views.filter((_, i) => i !== removing), notice }, { headers });
}

/** Stores the request first, then (when configured) e-mails it; a browser without JavaScript gets a redirect. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, bodyLimits.publicForm);
  // Robots fill in the field people cannot see; they get a quiet "thank you" and nothing is kept.
  const trap = form.get(honeypotField);
  if (typeof trap === "string" && trap !== "") return redirect("/quote?sent=1", 303);
  const { lines, ...input } = readQuoteForm(form);
  const removing = removedLineIndex(form);
  if (removing !== null || updatesEstimate(form)) return formAgain(request, input, lines, removing);
  /** The form again, every value kept, with why the request as a whole was not taken. */
  const refused = (message: string, status: number, headers?: HeadersInit) =>
    data(
      { input, lines: lineViews(lines), errors: { fields: {}, lines: [], lineFields: [], form: message } },
      { status, headers },
    );
  if (isLimited(quoteRateLimit, context.clientAddress))
    return refused(
      "You have sent several quote requests in the last few minutes. Please wait ten minutes and try again.",
      429,
    );
  const checked = checkQuote(publishedCatalogue(), { ...input, lines });
  // Refused, the page shows the lines as posted: the basket keeps them so, should the buyer add another first.
  if (checked.errors)
    return data(
      { input, lines: lineViews(lines), errors: checked.errors },
      { status: 400, headers: { "Set-Cookie": basketHeader(request, lines, input.message) } },
    );
  let created: ReturnType<typeof createQuote>;
  try {
    recordAttempt(quoteRateLimit, context.clientAddress);
    created = createQuote(checked.values, emailjsConfig() ? "pending" : "not-configured");
  } catch (error) {
    // A busy database or a full disk: the buyer keeps every line and word typed, and is told to try again.
    const failure = machineFailureOf(error);
    if (!failure) throw error;
    const { status, message, retryAfter, logged } = failureAnswers[failure];
    noteRefusal(logged);
    return refused(message, status, { "Retry-After": String(retryAfter) });
  }
  void deliverQuote(created, checked.values);
  // The receipt first (a cache in front passes it on), then the emptied basket.
  const cookies = [quoteReceiptCookie(request, created.receipt), basketHeader(request, [])];
  return redirect("/quote?sent=1", {
    status: 303,
    headers: cookies.map((cookie): [string, string] => ["Set-Cookie", cookie]),
  });
}

/** A refusal's Retry-After reaches the browser with the page; a confirmation is private to its browser. */
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  const headers = new Headers(loaderHeaders);
  actionHeaders.forEach((value, name) => headers.set(name, value));
  return headers;
}

/** /quote: the quote request form (docs/product.md). */
export default function Quote({ loaderData, actionData }: Route.ComponentProps) {
  return <QuotePage {...loaderData} posted={actionData} />;
}
