import { Form } from "react-router";

import type { FinderErrors, FinderField, FinderValues } from "~/lib/catalogue/range-finder";
import { heatPumpDrop, heatPumpRoom } from "~/lib/system-presets";
import { Button } from "~/ui/button";

import { LiveField } from "../live-field";

export type FinderOptions = Record<"system" | "type" | "finish" | "connection" | "sort", [string, string][]>;

interface Shared {
  values: FinderValues;
  errors: FinderErrors;
}

function Text({ field, text, hint, values, errors }: Shared & { field: FinderField; text: string; hint?: string }) {
  return (
    <LiveField id={`finder-${field}`} name={field} text={text} error={errors[field]} hint={hint}>
      {(props) => <input {...props} type="text" inputMode="numeric" defaultValue={values[field]} autoComplete="off" />}
    </LiveField>
  );
}

function Choice({
  field,
  text,
  options,
  values,
  errors,
}: Shared & { field: FinderField; text: string; options: [string, string][] }) {
  return (
    <LiveField id={`finder-${field}`} name={field} text={text} error={errors[field]}>
      {(props) => (
        <select {...props} defaultValue={values[field]}>
          {options.map(([value, name]) => (
            <option key={value} value={value}>
              {name}
            </option>
          ))}
        </select>
      )}
    </LiveField>
  );
}

/**
 * A GET form: without JavaScript its button asks the server for the results; with it, the results follow every
 * change (app/enhance/live-form.ts, decision 149). Changing a filter starts again at the first page.
 */
export function FinderForm({ values, errors, options }: Shared & { options: FinderOptions }) {
  const shared = { values, errors };
  return (
    <Form
      method="get"
      aria-label="Find a radiator"
      data-enhance="live-form"
      data-live-region="finder-form"
      data-live-result="finder-results"
      className="finder-form grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-4"
    >
      <Choice field="system" text="Heating system" options={options.system} {...shared} />
      {/* Shown by the choice of system in CSS (app/styles/tepore.css), so they appear without JavaScript too. */}
      <div className="finder-flow">
        <Text
          field="flow"
          text="Flow temperature (°C)"
          hint={`A heat pump's return is taken ${heatPumpDrop} °C cooler, the room at ${heatPumpRoom} °C`}
          {...shared}
        />
      </div>
      <div className="finder-custom">
        <Text field="return" text="Return temperature (°C)" {...shared} />
      </div>
      <div className="finder-custom">
        <Text field="room" text="Room temperature (°C)" {...shared} />
      </div>
      <Choice field="type" text="Type" options={options.type} {...shared} />
      <Text field="maxheight" text="Maximum height (mm)" hint="Empty: any" {...shared} />
      <Text field="maxwidth" text="Maximum width (mm)" hint="Empty: any" {...shared} />
      <Text field="min" text="Minimum output (W)" hint="At your system's ΔT; empty: any" {...shared} />
      <Choice field="finish" text="Finish" options={options.finish} {...shared} />
      <Choice field="connection" text="Pipes connect" options={options.connection} {...shared} />
      <Choice field="sort" text="Sort by" options={options.sort} {...shared} />
      <div className="flex items-end">
        <Button type="submit" size="lg">
          Show radiators
        </Button>
      </div>
    </Form>
  );
}
