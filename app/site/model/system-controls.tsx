import { Form, Link } from "react-router";

import { dtLabel } from "~/lib/catalogue/figures";
import { type ModelPageQuery, modelPageSearch } from "~/lib/catalogue/model-page-query";
import {
  boilerSystem,
  sameSystem,
  type SystemPreset,
  temperatureBounds,
  temperaturesLabel,
} from "~/lib/system-presets";
import { buttonClass } from "~/ui/button";
import { cn } from "~/ui/cn";
import { selectArrow } from "~/ui/field";

const label = "text-xs font-semibold tracking-[0.12em] text-ink-soft uppercase";
const control = "mt-1.5 block w-full rounded-sm border border-ink/25 bg-white px-3 py-2 text-base text-ink";
/** The site's own arrow, inside the padding, so the value starts where a field's number does (decision 221). */
const select = `${control} ${selectArrow.boxed}`;

/**
 * The buyer's heating system, the filters and the sort. Presets are plain links and the rest a GET form, so the
 * table follows without any script; with it, without a reload (the page's live form, decision 149). The presets are
 * the model's own (a towel rail's heat pump in a bathroom at 22 °C, decision 212), with `presetsNote` saying so.
 */
export function SystemControls({
  query,
  presets,
  presetsNote,
  heights,
  systemDeltaT,
}: {
  query: ModelPageQuery;
  presets: readonly SystemPreset[];
  presetsNote: string | null;
  heights: number[];
  systemDeltaT: number;
}) {
  const { system, errors } = query;
  const typed = query.systemInput ?? {
    flow: String(system.flow),
    return: String(system.return),
    room: String(system.room),
  };
  const presetActive = (p: SystemPreset) => !errors.system && sameSystem(p, system);
  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,25rem)_1fr] lg:gap-12">
      <nav aria-label="Heating system presets" data-live-region="model-presets">
        <p className={label}>Your heating system</p>
        <ul className="mt-2 flex flex-wrap gap-2">
          {presets.map((preset) => (
            <li key={preset.id}>
              <Link
                to={modelPageSearch(query, { system: preset })}
                aria-current={presetActive(preset) ? "true" : undefined}
                className={cn(
                  "inline-block rounded-full border px-4 py-2 text-sm",
                  presetActive(preset) ? "border-ink bg-ink text-white" : "border-ink/25 hover:border-ink",
                )}
              >
                {preset.label}
              </Link>
            </li>
          ))}
        </ul>
        {presetsNote && <p className="mt-3 text-sm text-ink-soft">{presetsNote}</p>}
        <p className="mt-3 text-sm text-ink-soft" data-live-summary>
          Outputs at your system: <strong className="text-ink">{dtLabel(systemDeltaT)}</strong> (mean water{" "}
          {(system.flow + system.return) / 2}&nbsp;°C, room&nbsp;{system.room}&nbsp;°C).
        </p>
      </nav>
      <Form
        method="get"
        aria-label="Sizes and your system"
        data-live-region="model-form"
        data-live-result="model-sizes"
        className="grid grid-cols-3 gap-3 sm:grid-cols-6"
      >
        {query.finish && <input type="hidden" name="finish" value={query.finish} />}
        {query.size && <input type="hidden" name="size" value={query.size} />}
        {(
          [
            ["flow", "Flow °C"],
            ["return", "Return °C"],
            ["room", "Room °C"],
          ] as const
        ).map(([name, text]) => (
          <label key={name} className="block">
            <span className={label}>{text}</span>
            <input
              type="number"
              name={name}
              defaultValue={typed[name]}
              min={temperatureBounds[name].min}
              max={temperatureBounds[name].max}
              step={0.5}
              required
              aria-invalid={errors.system ? true : undefined}
              aria-describedby={errors.system ? "system-error" : undefined}
              className={control}
            />
          </label>
        ))}
        <label className="col-span-3 block sm:col-span-2">
          <span className={label}>Height</span>
          <select name="height" defaultValue={query.height ?? ""} className={select}>
            <option value="">All heights</option>
            {heights.map((h) => (
              <option key={h} value={h}>
                {h.toLocaleString("en-GB")} mm
              </option>
            ))}
          </select>
        </label>
        <label className="col-span-3 block sm:col-span-2">
          <span className={label}>Min. output at your system (W)</span>
          <input
            type="number"
            name="min"
            min={0}
            max={20000}
            step={10}
            defaultValue={query.minWatts ?? ""}
            aria-invalid={errors.min ? true : undefined}
            aria-describedby={errors.min ? "min-error" : undefined}
            placeholder="Any"
            className={control}
          />
        </label>
        <label className="col-span-3 block sm:col-span-2">
          <span className={label}>Sort by</span>
          <select name="sort" defaultValue={query.sort} className={select}>
            <option value="height">Height</option>
            <option value="width">Width</option>
            <option value="output">Output</option>
          </select>
        </label>
        <div data-live-region="model-form-errors" className="col-span-3 empty:hidden sm:col-span-6">
          {(errors.system || errors.min) && (
            <div role="alert" className="text-sm text-red-700">
              {errors.system && (
                <p id="system-error">
                  {errors.system} Outputs are shown at {temperaturesLabel(boilerSystem)} °C (ΔT50) until it is
                  corrected.
                </p>
              )}
              {errors.min && (
                <p id="min-error">{errors.min} Sizes are shown whatever their output until it is corrected.</p>
              )}
            </div>
          )}
        </div>
        <div className="col-span-3 flex items-end sm:col-span-6">
          <button type="submit" className={buttonClass({ variant: "primary", size: "lg" })}>
            Update sizes
          </button>
        </div>
      </Form>
    </div>
  );
}
