import type { HeatNeed } from "~/lib/heat-need";
import type { SizingQuery } from "~/lib/sizing-query";
import { SizingForm, type SizingOptions } from "./sizing-form";
import { type GroupView, Matches, NeedSummary, SystemLine, type SystemView } from "./sizing-result";

interface Props {
  query: SizingQuery;
  options: SizingOptions;
  system: SystemView | null;
  /** The room's name, as a quote line carries it. */
  result: { need: HeatNeed; groups: GroupView[]; roomName: string; quoteNote: string | null } | null;
}

/** The calculator: the room and system, then the estimate with its factors and the matching radiators. */
export function SizingPage({ query, options, system, result }: Props) {
  const errorCount = Object.keys(query.errors).length;
  return (
    <div className="container-page py-28 sm:py-36">
      <h1 className="font-display text-4xl text-ink sm:text-5xl">Radiator sizing</h1>
      <p className="mt-4 max-w-3xl text-lg text-ink-soft">
        Tell us about the room and how it is heated: we estimate the heat it needs and show the sizes of our range that
        meet it, in your finish, at your system's temperatures.
      </p>
      <div className="mt-10">
        <SizingForm values={query.values} errors={query.errors} options={options} />
      </div>
      <div data-live-region="sizing-result">
        {errorCount > 0 && (
          <p role="alert" className="mt-8 text-red-700">
            Please check the {errorCount === 1 ? "highlighted field" : `${errorCount} highlighted fields`}.
          </p>
        )}
        {system && result && (
          <>
            <NeedSummary watts={result.need.watts} btu={result.need.btuPerHour} factors={result.need.factors} />
            <div className="mt-6 max-w-4xl">
              <SystemLine system={system} />
            </div>
            <Matches groups={result.groups} room={result.roomName} note={result.quoteNote} />
          </>
        )}
      </div>
    </div>
  );
}
