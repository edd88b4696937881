import { connectionOptions, heatingOptions } from "~/lib/quote-line-options";
import type { QuoteLineInput } from "~/lib/quote-request";
import { SelectField, TextField } from "~/ui/field";
import { Options } from "~/ui/options";

/** A line as the page shows it: the names when the catalogue knows the model, size and finish, else why not. */
export type QuoteLineView = QuoteLineInput & {
  modelName?: string;
  sizeLabel?: string;
  finishName?: string;
  /** Towel rails ask how they heat. */
  isTowelRail?: boolean;
  error?: string;
};

/** A fitting the buyer can choose: its id and what it is called, with its price. */
export interface FittingChoice {
  id: string;
  label: string;
}

export interface FittingChoices {
  valves: FittingChoice[];
  brackets: FittingChoice[];
}

/** One line of the request: the radiator, its quantity and room, valves, connection, brackets and heating. */
export function QuoteLineFields({
  line,
  index,
  error,
  fittings,
  removeHref,
}: {
  line: QuoteLineView;
  index: number;
  error?: string;
  fittings: FittingChoices;
  /** The request without this line (a posted request's lines are not removed). */
  removeHref?: string;
}) {
  const n = index + 1;
  const name = line.modelName ?? line.model;
  const select = (field: "valves" | "connection" | "brackets" | "heating", label: string) => ({
    name: field,
    label: `${label}, line ${n}`,
    defaultValue: line[field],
    look: "underlined" as const,
  });
  const fittingChoices = (kind: keyof FittingChoices) => fittings[kind].map(({ id, label }) => ({ value: id, label }));
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
      <div className="mt-3 grid gap-x-6 gap-y-4 sm:grid-cols-[8rem_1fr]">
        <TextField
          look="underlined"
          label={`Quantity, line ${n}`}
          name="quantity"
          inputMode="numeric"
          defaultValue={line.quantity || "1"}
        />
        <TextField look="underlined" label={`Room, line ${n}`} name="room" defaultValue={line.room} maxLength={60} />
      </div>
      <div className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2">
        <SelectField {...select("valves", "Valves")} className="sm:col-span-2">
          <option value="">No valves</option>
          <Options choices={fittingChoices("valves")} />
        </SelectField>
        <SelectField {...select("connection", "Pipe connection")}>
          <Options choices={connectionOptions} />
        </SelectField>
        <SelectField {...select("brackets", "Brackets or feet")} className="sm:col-span-2">
          <option value="">No brackets</option>
          <Options choices={fittingChoices("brackets")} />
        </SelectField>
        {line.isTowelRail ? (
          <SelectField {...select("heating", "Heating")} defaultValue={line.heating || "central"}>
            <Options choices={heatingOptions} />
          </SelectField>
        ) : (
          // Radiators heat on the central heating; the field keeps the lines' columns in step.
          <input type="hidden" name="heating" value="" />
        )}
      </div>
      {(error || line.error) && <p className="mt-2 text-sm text-red-700">{error || line.error}</p>}
    </li>
  );
}
