import type { ReactNode } from "react";
import { Form } from "react-router";

import type { SizingErrors, SizingField, SizingValues } from "~/lib/sizing-query";
import { heatPumpDrop } from "~/lib/system-presets";
import { LiveField } from "~/site/live-field";
import { Button } from "~/ui/button";

/** A field of the calculator: the site's live-form field, named by the sizing query's key. */
function Labelled({
  field,
  ...fieldProps
}: {
  field: SizingField;
  text: string;
  error?: string;
  hint?: string;
  children: (props: object) => ReactNode;
}) {
  return <LiveField id={`sizing-${field}`} name={field} {...fieldProps} />;
}

function Text({
  field,
  text,
  values,
  errors,
  hint,
  placeholder,
}: {
  field: SizingField;
  text: string;
  values: SizingValues;
  errors: SizingErrors;
  hint?: string;
  placeholder?: string;
}) {
  return (
    <Labelled field={field} text={text} error={errors[field]} hint={hint}>
      {(props) => (
        <input
          {...props}
          type="text"
          inputMode="decimal"
          defaultValue={values[field]}
          placeholder={placeholder}
          autoComplete="off"
        />
      )}
    </Labelled>
  );
}

function Choice({
  field,
  text,
  values,
  errors,
  options,
}: {
  field: SizingField;
  text: string;
  values: SizingValues;
  errors: SizingErrors;
  options: [string, string][];
}) {
  return (
    <Labelled field={field} text={text} error={errors[field]}>
      {(props) => (
        <select {...props} defaultValue={values[field]}>
          {options.map(([value, name]) => (
            <option key={value} value={value}>
              {name}
            </option>
          ))}
        </select>
      )}
    </Labelled>
  );
}

/** Each list's choices as [value, label], sent by the loader so the lists' code stays on the server. */
export type SizingOptions = Record<
  "type" | "window" | "glazing" | "insulation" | "system" | "orientation" | "finish",
  [string, string][]
>;

/**
 * A GET form: without JavaScript it is submitted with its button and the server renders the result; with it, the
 * result and the fields' messages follow every change (app/enhance/live-form.ts, decision 149), replacing the address
 * so the back button leaves the page rather than undo a keystroke.
 */
export function SizingForm({
  values,
  errors,
  options,
  roomTemperature,
}: {
  values: SizingValues;
  errors: SizingErrors;
  options: SizingOptions;
  /** The room type's design temperature, or the one the buyer gave. */
  roomTemperature: number;
}) {
  const shared = { values, errors };
  return (
    <Form
      method="get"
      aria-label="Room and heating system"
      data-enhance="live-form"
      data-live-region="sizing-form"
      data-live-result="sizing-result"
      className="sizing-form grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-3"
    >
      <Choice field="type" text="Room" options={options.type} {...shared} />
      <Text field="length" text="Length" hint="Metres, or feet and inches: 4.2, 13 ft 9 in" {...shared} />
      <Text field="width" text="Width" hint="Metres, or feet and inches" {...shared} />
      <Text field="height" text="Ceiling height" {...shared} />
      <Text field="windows" text="Number of windows" {...shared} />
      <Choice field="window" text="Window size" options={options.window} {...shared} />
      <Text field="walls" text="Outside walls (0–4)" {...shared} />
      <Choice field="glazing" text="Glazing" options={options.glazing} {...shared} />
      <Choice field="insulation" text="Built" options={options.insulation} {...shared} />
      <Choice field="system" text="Heating system" options={options.system} {...shared} />
      {/* Shown by the choice of system in CSS (app/styles/tepore.css), so they appear without JavaScript too. */}
      <div className="sizing-flow">
        <Text
          field="flow"
          text="Flow temperature (°C)"
          hint={`For a heat pump the return is taken ${heatPumpDrop} °C cooler, the room at its temperature`}
          {...shared}
        />
      </div>
      <div className="sizing-custom">
        <Text field="return" text="Return temperature (°C)" {...shared} />
      </div>
      <Text
        field="room"
        text="Room temperature (°C)"
        placeholder={String(roomTemperature)}
        hint={`Empty: the room type's design temperature (BS EN 12831), ${roomTemperature} °C here. It sets the need, and a heat pump's ΔT`}
        {...shared}
      />
      <Text
        field="loss"
        text="Heat loss from a survey (W)"
        hint="From an MCS or BS EN 12831 survey, room by room; empty: our estimate"
        {...shared}
      />
      <Text
        field="maxwidth"
        text="Widest radiator (mm)"
        hint="The wall space for one radiator; empty: any"
        {...shared}
      />
      <Text field="maxheight" text="Tallest radiator (mm)" hint="Empty: any" {...shared} />
      <Choice field="orientation" text="Orientation" options={options.orientation} {...shared} />
      <Choice field="finish" text="Finish" options={options.finish} {...shared} />
      <div className="flex items-end">
        <Button type="submit" size="lg">
          Find radiators
        </Button>
      </div>
    </Form>
  );
}
