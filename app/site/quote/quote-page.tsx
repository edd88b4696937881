import { Form, Link } from "react-router";

import { guidePriceNote } from "~/lib/catalogue/prices";
import { contactLimits, honeypotField } from "~/lib/contact-values";
import { estimatedTotalText } from "~/lib/quote-estimate";
import { intentField, type QuoteErrors, type QuoteField, type readQuoteForm, updateIntent } from "~/lib/quote-request";
import { ukToday } from "~/lib/uk-contact";
import { Button } from "~/ui/button";
import { TextAreaField, TextField } from "~/ui/field";

import { QuoteConfirmation, type QuoteReceipt } from "./quote-confirmation";
import { QuoteEmpty } from "./quote-empty";
import { type FittingChoices, lineEstimateOf, QuoteLineFields, type QuoteLineView } from "./quote-line-fields";

export type { QuoteLineView } from "./quote-line-fields";

/** The contact fields in the order the page shows them. */
const contactOrder: readonly QuoteField[] = ["name", "email", "phone", "postcode", "installDate", "company", "message"];

interface Posted {
  /** The contact fields as posted. */
  input: Omit<ReturnType<typeof readQuoteForm>, "lines">;
  /** The lines as posted, with their names. */
  lines: QuoteLineView[];
  /** Why the request was refused; none when the post removed a line. */
  errors?: QuoteErrors;
  /** What a line's 'Remove' took out (decision 220), or that 'Update the estimate' priced the form (decision 227). */
  notice?: string;
}

/**
 * The quote request: its lines, then who is asking; posts to the page itself and works without JavaScript. With it,
 * the lines collect across visits in the quote basket (app/enhance/quote-basket.ts).
 */
export function QuotePage({
  lines,
  sent,
  receipt,
  fittings,
  note,
  posted,
}: {
  lines: QuoteLineView[];
  sent: boolean;
  /** The sent request, when this browser sent it. */
  receipt?: QuoteReceipt;
  fittings: FittingChoices;
  /** The message's first words, from the link that opened the page (the buyer's heating system). */
  note: string;
  posted?: Posted;
}) {
  const shown = posted ? posted.lines : lines;
  const values = posted?.input;
  const errors = posted?.errors;
  /**
   * The first field a refused request marks, in the page's order (the lines, then who is asking): it takes the
   * focus as the page loads, with or without JavaScript.
   */
  const firstLine = errors?.lineFields?.findIndex((name) => name !== "") ?? -1;
  const firstField = firstLine < 0 ? contactOrder.find((name) => errors?.fields[name]) : undefined;
  /** A field's name, what was posted in it and what is wrong with it. */
  const field = (name: keyof Posted["input"]) => ({
    name,
    defaultValue: values ? values[name] : name === "message" && note ? note : undefined,
    error: errors?.fields[name as QuoteField],
    autoFocus: firstField === name || undefined,
    look: "underlined" as const,
    maxLength: name in contactLimits ? contactLimits[name as keyof typeof contactLimits] : 40,
  });
  return (
    <div
      className="container-page max-w-3xl py-28 sm:py-36"
      data-enhance="quote-basket"
      data-quote-state={sent ? "sent" : posted ? "posted" : "collecting"}
    >
      <h1 className="font-display text-4xl text-ink sm:text-5xl">Request a quote</h1>
      <div data-live-region="quote-request">
        {sent ? (
          <>
            <p role="status" className="mt-8 text-lg text-ink">
              Thank you. Your quote request has been received; we will reply within one working day.
            </p>
            {receipt && <QuoteConfirmation receipt={receipt} />}
          </>
        ) : shown.length === 0 ? (
          <QuoteEmpty />
        ) : (
          // Posted to the bare address, the lines in the body: the page answering a removal or a refusal is never at
          // an address naming lines it no longer shows, and the bare address opens the basket (decision 227).
          <Form method="post" action="/quote" className="mt-8" aria-label="Quote request">
            {/* Enter in a field submits with the form's first submit button: this one sends the request, as the
                button below does, before any line's 'Remove line n' (decision 220). Out of sight but drawn (Safari
                passes over a button without a box); the keyboard and screen readers have the one below. */}
            <button type="submit" className="sr-only" tabIndex={-1} aria-hidden="true">
              Send quote request
            </button>
            {errors?.form && (
              <p role="alert" className="mb-4 text-red-700">
                {errors.form}
              </p>
            )}
            {errors && !errors.form && (
              <p role="alert" className="mb-4 text-red-700">
                Please check the highlighted fields. Nothing was lost.
              </p>
            )}
            {posted?.notice && (
              <p role="status" className="mb-4 text-ink">
                {posted.notice}
              </p>
            )}
            <h2 className="text-xs font-semibold tracking-[0.14em] text-ink-soft uppercase">Your radiators</h2>
            <ol data-live-region="quote-lines">
              {shown.map((line, i) => (
                <QuoteLineFields
                  key={`${line.model}-${line.size}-${line.finish}-${i}`}
                  line={line}
                  index={i}
                  fittings={fittings}
                  error={
                    errors?.lines[i] ? { field: errors.lineFields?.[i] ?? "", message: errors.lines[i] } : undefined
                  }
                  focused={i === firstLine}
                />
              ))}
            </ol>
            <div data-live-region="quote-total" className="mt-6">
              <p
                className="flex flex-wrap items-baseline justify-between gap-x-4 text-ink"
                aria-live="polite"
                aria-atomic="true"
              >
                <span className="font-semibold">Estimated total, including VAT</span>
                <span className="ml-auto text-right text-xl font-semibold lining-nums tabular-nums" data-quote-total>
                  {estimatedTotalText(shown.map((line) => lineEstimateOf(line, fittings)))}
                </span>
              </p>
              <p className="mt-1 text-sm text-ink-soft">{guidePriceNote}</p>
              {/* Without the basket's script the figures are those the page was drawn with (decision 220); the
                  server prices the form again on request, and shows each line's fields for its heating (227). */}
              <p className="mt-1 hidden text-sm text-ink-soft noscript:block">
                Prices are worked out again when you send the request.{" "}
                <button
                  type="submit"
                  name={intentField}
                  value={updateIntent}
                  className="inline-flex min-h-6 cursor-pointer items-center text-ink underline underline-offset-4"
                >
                  Update the estimate
                </button>
              </p>
            </div>
            <p className="mt-4 text-sm text-ink-soft">
              Another room?{" "}
              <Link to="/radiator-sizing" className="underline underline-offset-4">
                Size it with the calculator
              </Link>{" "}
              or{" "}
              <Link to="/collection" className="underline underline-offset-4">
                choose from the collection
              </Link>
              ; its &lsquo;Request a quote&rsquo; adds it to this request.
            </p>
            <div className="mt-8 grid gap-6 sm:grid-cols-2">
              <TextField label="Name" autoComplete="name" {...field("name")} />
              <TextField label="E-mail" type="email" autoComplete="email" {...field("email")} />
              <TextField label="Phone" type="tel" autoComplete="tel" {...field("phone")} />
              <TextField
                label="Postcode"
                autoComplete="postal-code"
                autoCapitalize="characters"
                {...field("postcode")}
              />
              <TextField
                label="Install date (optional)"
                type="date"
                min={ukToday()}
                hint="When the radiators should go in, if you know."
                {...field("installDate")}
              />
              <TextField label="Company (optional)" autoComplete="organization" {...field("company")} />
              <TextAreaField label="Note (optional)" className="sm:col-span-2" {...field("message")} />
            </div>
            <div aria-hidden="true" className="hidden">
              <label>
                Website
                <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" />
              </label>
            </div>
            <Button type="submit" size="lg" className="mt-10">
              Send quote request
            </Button>
          </Form>
        )}
      </div>
    </div>
  );
}
