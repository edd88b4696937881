import { Form, Link } from "react-router";
import { contactLimits, honeypotField } from "~/lib/contact-values";
import { type QuoteErrors, type QuoteLineInput, quoteLineKeys } from "~/lib/quote-request";
import { Button } from "~/ui/button";
import { TextField } from "~/ui/field";

/** A line as the page shows it: the names when the catalogue knows the model, size and finish, else why not. */
export type QuoteLineView = QuoteLineInput & {
  modelName?: string;
  sizeLabel?: string;
  finishName?: string;
  error?: string;
};

interface Posted {
  input: { name: string; email: string; company: string; message: string };
  /** The lines as posted, with their names. */
  lines: QuoteLineView[];
  errors: QuoteErrors;
}

/** The quote page for these lines, with the note it was opened with: every line's five fields, in order. */
function quoteAddress(lines: QuoteLineInput[], note: string) {
  const params = new URLSearchParams();
  for (const line of lines) for (const key of quoteLineKeys) params.append(key, line[key]);
  if (note) params.append("message", note);
  return params.size > 0 ? `/quote?${params}` : "/quote";
}

function LineFields({
  line,
  index,
  error,
  removeHref,
}: {
  line: QuoteLineView;
  index: number;
  error?: string;
  /** The request without this line (a posted request's lines are not removed). */
  removeHref?: string;
}) {
  const n = index + 1;
  const name = line.modelName ?? line.model;
  return (
    <li className="border-b border-ink/10 py-5" data-quote-line={line.error ? "unknown" : "known"}>
      <div className="flex items-start justify-between gap-4">
        <p className="font-semibold text-ink">
          {name}
          {line.sizeLabel && <span className="font-normal text-ink-soft"> — {line.sizeLabel}</span>}
        </p>
        {removeHref && (
          <a
            href={removeHref}
            data-quote-remove
            data-removed={`Removed ${name}${line.sizeLabel ? `, ${line.sizeLabel}` : ""}.`}
            className="shrink-0 text-sm text-ink-soft underline underline-offset-4"
          >
            Remove line {n}
          </a>
        )}
      </div>
      {line.finishName && <p className="text-sm text-ink-soft">Finish: {line.finishName}</p>}
      <input type="hidden" name="model" value={line.model} />
      <input type="hidden" name="size" value={line.size} />
      <input type="hidden" name="finish" value={line.finish} />
      <div className="mt-3 grid gap-4 sm:grid-cols-[8rem_1fr]">
        <TextField
          look="underlined"
          label={`Quantity, line ${n}`}
          name="quantity"
          inputMode="numeric"
          defaultValue={line.quantity || "1"}
        />
        <TextField look="underlined" label={`Room, line ${n}`} name="room" defaultValue={line.room} maxLength={60} />
      </div>
      {(error || line.error) && <p className="mt-2 text-sm text-red-700">{error || line.error}</p>}
    </li>
  );
}

/**
 * The quote request: its lines, then who is asking; posts to the page itself and works without JavaScript. With it,
 * the lines collect across visits in the quote basket (app/enhance/quote-basket.ts).
 */
export function QuotePage({
  lines,
  sent,
  note,
  posted,
}: {
  lines: QuoteLineView[];
  sent: boolean;
  /** The message's first words, from the link that opened the page (the buyer's heating system). */
  note: string;
  posted?: Posted;
}) {
  const shown = posted ? posted.lines : lines;
  const values = posted?.input;
  const errors = posted?.errors;
  /** A field's name, what was posted in it and what is wrong with it. */
  const field = (name: keyof Posted["input"]) => ({
    name,
    defaultValue: values ? values[name] : name === "message" && note ? note : undefined,
    error: errors?.fields[name],
    look: "underlined" as const,
    maxLength: contactLimits[name],
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
          <p role="status" className="mt-8 text-lg text-ink">
            Thank you. Your quote request has been received; we will reply within one working day.
          </p>
        ) : shown.length === 0 ? (
          <p className="mt-8 text-ink-soft">
            Choose a radiator first: browse{" "}
            <Link to="/collection" className="underline">
              the collection
            </Link>{" "}
            or find the right size with{" "}
            <Link to="/radiator-sizing" className="underline">
              the sizing calculator
            </Link>
            .
          </p>
        ) : (
          <Form method="post" className="mt-8" aria-label="Quote request">
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
            <h2 className="text-xs font-semibold tracking-[0.14em] text-ink-soft uppercase">Your radiators</h2>
            <ol data-live-region="quote-lines">
              {shown.map((line, i) => (
                <LineFields
                  key={`${line.model}-${line.size}-${line.finish}-${i}`}
                  line={line}
                  index={i}
                  error={errors?.lines[i]}
                  removeHref={
                    posted
                      ? undefined
                      : quoteAddress(
                          shown.filter((_, other) => other !== i),
                          note,
                        )
                  }
                />
              ))}
            </ol>
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
              <TextField label="Company (optional)" autoComplete="organization" {...field("company")} />
              <TextField label="Note (optional)" {...field("message")} />
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
