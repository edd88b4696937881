import { guidePriceNote } from "~/lib/catalogue/prices";
import type { Factor } from "~/lib/heat-need";
import type { SizeOffer } from "~/lib/sizing-result";

import { ModelHeading, number, SizeCard } from "./size-card";

/** A size of a model offered alone or as a pair. */
export type SizeView = SizeOffer & { count: 1 | 2 };
export interface ModelView {
  id: string;
  name: string;
  finish: string;
  finishId: string;
  href: string;
  leadTime: string;
  sizes: SizeView[];
}
export interface GroupView {
  seriesId: string;
  seriesName: string;
  models: ModelView[];
}
export interface SystemView {
  flow: number;
  return: number;
  room: number;
  dT: number;
  factor: number;
  exponent: number;
}

const degrees = (n: number) => `${Number(n.toFixed(1))}`;

export function SystemLine({ system }: { system: SystemView }) {
  return (
    <p className="text-sm text-ink-soft">
      Flow {degrees(system.flow)} °C, return {degrees(system.return)} °C, room {degrees(system.room)} °C: mean water
      temperature minus room temperature gives <strong className="text-ink">ΔT{degrees(system.dT)}</strong>. A radiator
      gives its ΔT50 output × (ΔT / 50)<sup>n</sup>: correction factor{" "}
      <strong className="text-ink">{system.factor.toFixed(3)}</strong> at n = {system.exponent} (each model's own n is
      used for its outputs below).
    </p>
  );
}

export interface NeedView {
  watts: number;
  btuPerHour: number;
  factors: Factor[];
  /** The surveyed heat loss, when the buyer gave one; our estimate, when the room was measured. */
  surveyed: number | null;
  estimate: number | null;
}

export function NeedSummary({ need }: { need: NeedView }) {
  const { watts, btuPerHour: btu, factors, surveyed, estimate } = need;
  return (
    <section aria-labelledby="need-heading" className="mt-12">
      <h2 id="need-heading" className="font-display text-3xl text-ink" data-live-summary>
        This room needs about {number(watts)} W ({number(btu)} BTU/h)
      </h2>
      {surveyed === null ? (
        <p className="mt-3 max-w-3xl text-ink-soft">
          This is an estimate from published UK rules of thumb, good for choosing a radiator for a boiler system. For a
          heat pump, a room-by-room heat-loss survey (BS EN 12831, as MCS requires) is the right basis.
        </p>
      ) : (
        <p className="mt-3 max-w-3xl text-ink-soft">
          Using your surveyed heat loss of {number(surveyed)} W instead of our estimate
          {estimate !== null ? ` (${number(estimate)} W from the room's measurements)` : ""}.
        </p>
      )}
      <table className="mt-6 w-full max-w-4xl text-left text-sm">
        <caption className="sr-only">How the estimate was made</caption>
        <thead className="text-xs tracking-[0.14em] text-ink-soft uppercase">
          <tr>
            <th scope="col" className="py-2 pr-4 font-semibold">
              Factor
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              Effect
            </th>
            <th scope="col" className="py-2 font-semibold">
              Source
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink/10 border-t border-ink/10">
          {factors.map((factor) => (
            <tr key={factor.label} className="align-top">
              <td className="py-2 pr-4">{factor.label}</td>
              <td className="py-2 pr-4 whitespace-nowrap">{factor.effect}</td>
              <td className="py-2 text-ink-soft">{factor.source}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function ModelResult({ model }: { model: ModelView }) {
  return (
    <li className="border-t border-ink/10 py-5">
      <ModelHeading
        name={model.name}
        href={model.href}
        finish={model.finish}
        className="text-lg font-semibold text-ink"
      />
      <p className="text-sm text-muted">Lead time: {model.leadTime}</p>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {model.sizes.map((size) => (
          <SizeCard key={size.code} size={size} modelName={model.name} />
        ))}
      </ul>
    </li>
  );
}

/** Each model's own sizes that meet the need alone or in a pair, for a buyer who prefers to choose by model. */
export function Matches({ groups }: { groups: GroupView[] }) {
  return (
    <section aria-labelledby="models-heading" className="mt-14">
      <h2 id="models-heading" className="font-display text-3xl text-ink">
        Every model, size by size
      </h2>
      <p className="mt-3 max-w-3xl text-ink-soft">
        The sizes of each model that meet the need on their own, or two of one size, smallest first.
      </p>
      {groups.map((group) => (
        <section key={group.seriesId} aria-labelledby={`series-${group.seriesId}`} className="mt-8">
          <h3
            id={`series-${group.seriesId}`}
            className="text-xs font-semibold tracking-[0.14em] text-ink-soft uppercase"
          >
            {group.seriesName} series
          </h3>
          <ul>
            {group.models.map((model) => (
              <ModelResult key={model.id} model={model} />
            ))}
          </ul>
        </section>
      ))}
      <p className="mt-6 text-sm text-ink-soft">{guidePriceNote}</p>
    </section>
  );
}
