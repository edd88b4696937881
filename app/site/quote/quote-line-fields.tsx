import { lineEstimate, lineEstimateText } from "~/lib/quote-estimate";
import { connectionChoices, connectionOptions, modelChoices, takesPipes } from "~/lib/quote-line-options";
import { intentField, type QuoteLineField, type QuoteLineInput, removeIntent } from "~/lib/quote-request";
import { SelectField, TextField } from "~/ui/field";
import { type Choice, Options } from "~/ui/options";

/** A line as the page shows it: the names when the catalogue knows the model, size and finish, else why not. */
export type QuoteLineView = QuoteLineInput & {
  modelName?: string;
  sizeLabel?: string;
  finishName?: string;
  /** Towel rails ask how they heat: each way with the electric parts it includes, their price per rail and the words
   * saying so (decision 224); undefined for radiators. */
  heatingChoices?: readonly HeatingChoice[];
  /** The size's guide price in its finish, when the catalogue knows the line. */
  unitPrice?: number;
  /** The pipe connections the model is made for; every one while the model is unknown. */
  connections?: readonly string[];
  /** The ids of the brackets and feet the model takes; every set while the model is unknown. */
  bracketIds?: readonly string[];
  error?: string;
};

/** A way a towel rail heats, with what its electric parts add to one rail and the line's words about them. */
export interface HeatingChoice {
  value: string;
  label: string;
  price: number;
  /** e.g. "Includes the thermostatic element with timer (£95), per rail."; "" without parts. */
  parts: string;
}

/** The chosen way of heating a towel rail (the central heating unless chosen); undefined for a radiator. */
const chosenHeating = (line: QuoteLineView) =>
  line.heatingChoices?.find((choice) => choice.value === (line.heating || "central"));

/** A fitting the buyer can choose: its id and what it is called, with its price. */
export interface FittingChoice {
  id: string;
  label: string;
  /** Whole pounds, per pair or set. */
  price: number;
}

export interface FittingChoices {
  valves: FittingChoice[];
  brackets: FittingChoice[];
}

/** The line's guide price as filled in: null while its quantity is not one or the catalogue does not know it. */
export function lineEstimateOf(line: QuoteLineView, fittings: FittingChoices) {
  if (line.unitPrice === undefined) return null;
  const price = (kind: keyof FittingChoices) => fittings[kind].find((fitting) => fitting.id === line[kind])?.price ?? 0;
  return lineEstimate(line.quantity || "1", line.unitPrice, [
    price("valves"),
    price("brackets"),
    chosenHeating(line)?.price ?? 0,
  ]);
}

/** What a screen reader hears, and the page says, once a line is removed. */
export const removedText = (line: QuoteLineView) =>
  `Removed ${line.modelName ?? line.model}${line.sizeLabel ? `, ${line.sizeLabel}` : ""}.`;

/** One line of the request: the radiator, its quantity and room, heating, connection, valves and brackets. */
export function QuoteLineFields({
  line,
  index,
  error,
  focused,
  fittings,
}: {
  line: QuoteLineView;
  index: number;
  /** Why a refused request refused this line, and the field it is about ("" for the line as a whole). */
  error?: { field: QuoteLineField | ""; message: string };
  /** The line holds the page's first field marked wrong: it takes the focus as the page loads. */
  focused?: boolean;
  fittings: FittingChoices;
}) {
  const n = index + 1;
  const name = line.modelName ?? line.model;
  /** The message of a field marked wrong, beside it; the focus on it when it is the page's first. */
  const marked = (field: QuoteLineField) =>
    error?.field === field ? { error: error.message, autoFocus: focused || undefined } : {};
  const select = (field: "valves" | "connection" | "brackets" | "heating", label: string) => ({
    name: field,
    label: `${label}, line ${n}`,
    defaultValue: line[field],
    look: "underlined" as const,
    ...marked(field),
  });
  /** The model's connections and brackets; a refused choice stays chosen, marked, beside its message. */
  const connections: Choice<string>[] = connectionChoices(
    line.connections ?? connectionOptions.map((option) => option.value),
    line.connection,
  );
  /** A fitting's options, each with its price for the running estimate (app/enhance/quote-basket.ts). */
  const fittingOptions = (kind: keyof FittingChoices, allowed?: readonly string[]) => {
    const options = fittings[kind].map(({ id, label, price }) => ({ value: id, label, price }));
    return modelChoices(options, allowed ?? options.map((option) => option.value), line[kind]).map(
      ({ value, label, price }) => (
        <option key={value} value={value} data-price={price}>
          {label}
        </option>
      ),
    );
  };
  return (
    <li
      className="border-b border-ink/10 py-5"
      data-quote-line={line.error ? "unknown" : "known"}
      data-unit-price={line.unitPrice}
    >
      {/* The name, then its size and finish on lines of their own, so no line of text starts with a size's dash;
          'Remove' stands beside the name, and the size has the whole width. 'Remove' submits the form, so what is
          typed in the other lines stays (decision 220). */}
      <div className="grid grid-cols-[1fr_auto] gap-x-4">
        <p className="font-semibold text-ink">{name}</p>
        {line.sizeLabel && (
          // A size's code is never broken at its hyphens.
          <p className="col-span-2 text-sm whitespace-nowrap text-ink-soft">{line.sizeLabel}</p>
        )}
        {line.finishName && <p className="col-span-2 text-sm text-ink-soft">Finish: {line.finishName}</p>}
        <button
          type="submit"
          name={intentField}
          value={removeIntent(n)}
          data-quote-remove
          data-removed={removedText(line)}
          className="col-start-2 row-start-1 inline-flex min-h-6 cursor-pointer items-center self-start text-sm text-ink-soft underline underline-offset-4"
        >
          Remove line {n}
        </button>
      </div>
      <input type="hidden" name="model" value={line.model} />
      <input type="hidden" name="size" value={line.size} />
      <input type="hidden" name="finish" value={line.finish} />
      <div className="mt-3 grid gap-x-6 gap-y-4 sm:grid-cols-[10rem_1fr]">
        <TextField
          look="underlined"
          label={`Quantity, line ${n}`}
          name="quantity"
          inputMode="numeric"
          defaultValue={line.quantity || "1"}
          {...marked("quantity")}
        />
        <TextField
          look="underlined"
          label={`Room, line ${n}`}
          name="room"
          defaultValue={line.room}
          maxLength={60}
          {...marked("room")}
        />
      </div>
      <div className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2">
        {line.heatingChoices ? (
          // First, as it decides what follows. Each way carries its electric parts' price and words, for the running
          // estimate (app/enhance/quote-basket.ts).
          <SelectField {...select("heating", "Heating")} defaultValue={line.heating || "central"}>
            {line.heatingChoices.map(({ value, label, price, parts }) => (
              <option key={value} value={value} data-price={price} data-parts={parts}>
                {label}
              </option>
            ))}
          </SelectField>
        ) : (
          // Radiators heat on the central heating; the field keeps the lines' columns in step.
          <input type="hidden" name="heating" value="" />
        )}
        {/* An electric towel rail has no pipes: its valves and connection are hidden and sent empty, and the basket's
            script hides and brings them back as the heating changes (decision 227). */}
        <div className="contents" data-quote-pipes hidden={!takesPipes(line.heating)}>
          <SelectField
            {...select("connection", "Pipe connection")}
            // A towel rail's connection shares the heating's row; a radiator's takes the row, as the valves do.
            className={line.heatingChoices ? undefined : "sm:col-span-2"}
          >
            <Options choices={connections} />
          </SelectField>
          <SelectField {...select("valves", "Valves")} className="sm:col-span-2">
            <option value="">No valves</option>
            {fittingOptions("valves")}
          </SelectField>
        </div>
        <SelectField {...select("brackets", "Brackets or feet")} className="sm:col-span-2">
          <option value="">No brackets</option>
          {fittingOptions("brackets", line.bracketIds)}
        </SelectField>
      </div>
      {line.unitPrice !== undefined && (
        // The price at the right, as the total is, so the figures stand in one column (lining, tabular).
        <p className="mt-4 flex flex-wrap items-baseline justify-between gap-x-4 text-sm text-ink-soft">
          Guide price of this line:{" "}
          <span className="ml-auto text-right font-semibold text-ink lining-nums tabular-nums" data-quote-line-price>
            {lineEstimateText(lineEstimateOf(line, fittings))}
          </span>
        </p>
      )}
      {line.heatingChoices && (
        // The electric parts the heating includes, said under the price they are part of; empty on the central heating.
        <p className="mt-1 text-sm text-ink-soft empty:hidden" data-quote-line-parts>
          {chosenHeating(line)?.parts}
        </p>
      )}
      {((error && error.field === "") || line.error) && (
        <p className="mt-2 text-sm text-red-700">{error?.field === "" ? error.message : line.error}</p>
      )}
    </li>
  );
}
