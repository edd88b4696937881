import type { SizingErrors, SizingValues } from "~/lib/sizing-query";
import { heatPumpDrop } from "~/lib/system-presets";
import { LiveChoice, LiveForm, LiveText } from "~/site/live-field";

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
  const shared = { form: "sizing", values, errors };
  return (
    <LiveForm
      name="sizing"
      label="Room and heating system"
      result="sizing-result"
      wide="lg:grid-cols-3"
      submit="Find radiators"
    >
      <LiveChoice field="type" text="Room" options={options.type} {...shared} />
      <LiveText field="length" text="Length" hint="Metres, or feet and inches: 4.2, 13 ft 9 in" {...shared} />
      <LiveText field="width" text="Width" hint="Metres, or feet and inches" {...shared} />
      <LiveText field="height" text="Ceiling height" {...shared} />
      <LiveText field="windows" text="Number of windows" {...shared} />
      <LiveChoice field="window" text="Window size" options={options.window} {...shared} />
      <LiveText field="walls" text="Outside walls (0–4)" {...shared} />
      <LiveChoice field="glazing" text="Glazing" options={options.glazing} {...shared} />
      <LiveChoice field="insulation" text="Built" options={options.insulation} {...shared} />
      <LiveChoice field="system" text="Heating system" options={options.system} {...shared} />
      {/* Shown by the choice of system in CSS (app/styles/tepore.css), so they appear without JavaScript too. */}
      <div className="sizing-flow">
        <LiveText
          field="flow"
          text="Flow temperature (°C)"
          hint={`For a heat pump the return is taken ${heatPumpDrop} °C cooler, the room at its temperature`}
          {...shared}
        />
      </div>
      <div className="sizing-custom">
        <LiveText field="return" text="Return temperature (°C)" {...shared} />
      </div>
      <LiveText
        field="room"
        text="Room temperature (°C)"
        placeholder={String(roomTemperature)}
        hint={`Empty: the room type's design temperature (BS EN 12831), ${roomTemperature} °C here. It sets the need, and a heat pump's ΔT`}
        {...shared}
      />
      <LiveText
        field="loss"
        text="Heat loss from a survey (W)"
        hint="From an MCS or BS EN 12831 survey, room by room; empty: our estimate"
        {...shared}
      />
      <LiveText
        field="maxwidth"
        text="Widest radiator (mm)"
        hint="The wall space for one radiator; empty: any"
        {...shared}
      />
      <LiveText field="maxheight" text="Tallest radiator (mm)" hint="Empty: any" {...shared} />
      <LiveChoice field="orientation" text="Orientation" options={options.orientation} {...shared} />
      <LiveChoice field="finish" text="Finish" options={options.finish} {...shared} />
    </LiveForm>
  );
}
