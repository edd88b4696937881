import type { FinderErrors, FinderValues } from "~/lib/catalogue/range-finder";
import { heatPumpDrop, heatPumpRoom } from "~/lib/system-presets";

import { LiveChoice, LiveForm, LiveText } from "../live-field";

export type FinderOptions = Record<"system" | "type" | "finish" | "connection" | "sort", [string, string][]>;

/**
 * A GET form: without JavaScript its button asks the server for the results; with it, the results follow every
 * change (app/enhance/live-form.ts, decision 149). Changing a filter starts again at the first page.
 */
export function FinderForm({
  values,
  errors,
  options,
}: {
  values: FinderValues;
  errors: FinderErrors;
  options: FinderOptions;
}) {
  const shared = { form: "finder", values, errors };
  const number = { ...shared, inputMode: "numeric" } as const;
  return (
    <LiveForm
      name="finder"
      label="Find a radiator"
      result="finder-results"
      wide="lg:grid-cols-4"
      submit="Show radiators"
    >
      <LiveChoice field="system" text="Heating system" options={options.system} {...shared} />
      {/* Shown by the choice of system in CSS (app/styles/tepore.css), so they appear without JavaScript too. */}
      <div className="finder-flow">
        <LiveText
          field="flow"
          text="Flow temperature (°C)"
          hint={`A heat pump's return is taken ${heatPumpDrop} °C cooler, the room at ${heatPumpRoom} °C`}
          {...number}
        />
      </div>
      <div className="finder-custom">
        <LiveText field="return" text="Return temperature (°C)" {...number} />
      </div>
      <div className="finder-custom">
        <LiveText field="room" text="Room temperature (°C)" {...number} />
      </div>
      <LiveChoice field="type" text="Type" options={options.type} {...shared} />
      <LiveText field="maxheight" text="Maximum height (mm)" hint="Empty: any" {...number} />
      <LiveText field="maxwidth" text="Maximum width (mm)" hint="Empty: any" {...number} />
      <LiveText field="min" text="Minimum output (W)" hint="At your system's ΔT; empty: any" {...number} />
      <LiveChoice field="finish" text="Finish" options={options.finish} {...shared} />
      <LiveChoice field="connection" text="Pipes connect" options={options.connection} {...shared} />
      <LiveChoice field="sort" text="Sort by" options={options.sort} {...shared} />
    </LiveForm>
  );
}
