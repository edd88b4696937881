import { Link } from "react-router";

import type { SizingQuery } from "~/lib/sizing-query";
import type { FinishGapView, PlanView, ShortfallView } from "~/lib/sizing-result";

import { SizingForm, type SizingOptions } from "./sizing-form";
import { AskAboutRoom, Plans, ShortfallAdvice } from "./sizing-plans";
import { type GroupView, Matches, NeedSummary, type NeedView, SystemLine, type SystemView } from "./sizing-result";

interface Props {
  query: SizingQuery;
  options: SizingOptions;
  system: SystemView | null;
  result: {
    need: NeedView;
    bathroom: boolean;
    plans: PlanView[];
    /** A bathroom's finish that only one kind comes in. */
    finishGap: FinishGapView | null;
    shortfall: ShortfallView | null;
    /** The contact form with the room's details. */
    askHref: string;
    groups: GroupView[];
  } | null;
}

/** The calculator: the room and system, then the need with its factors, the best plans, and each model's sizes. */
export function SizingPage({ query, options, system, result }: Props) {
  const errorCount = Object.keys(query.errors).length;
  return (
    <div className="container-page py-28 sm:py-36">
      <h1 className="font-display text-4xl text-ink sm:text-5xl">Radiator sizing</h1>
      <p className="mt-4 max-w-3xl text-lg text-ink-soft">
        Tell us about the room and how it is heated: we estimate the heat it needs and plan the radiators of our range
        that meet it, in your finish, at your system's temperatures.
      </p>
      <p className="mt-4">
        <Link to="/radiators" className="inline-block border-b border-ink pb-1 text-sm font-semibold tracking-wide">
          Know the output you need? Search every size of the range
        </Link>
      </p>
      <div className="mt-10">
        <SizingForm
          values={query.values}
          errors={query.errors}
          options={options}
          roomTemperature={query.roomTemperature}
        />
      </div>
      <div id="sizing-result" data-live-region="sizing-result">
        {errorCount > 0 && (
          <p role="alert" className="mt-8 text-red-700">
            Please check the {errorCount === 1 ? "highlighted field" : `${errorCount} highlighted fields`}.
          </p>
        )}
        {system && result && (
          <>
            <NeedSummary need={result.need} />
            <div className="mt-6 max-w-4xl">
              <SystemLine system={system} />
            </div>
            <section aria-labelledby="plans-heading" className="mt-14">
              <h2 id="plans-heading" className="font-display text-3xl text-ink">
                Radiators that heat it
              </h2>
              {result.shortfall ? (
                <ShortfallAdvice
                  shortfall={result.shortfall}
                  need={result.need.watts}
                  estimated={result.need.surveyed === null}
                />
              ) : (
                <Plans
                  plans={result.plans}
                  need={result.need.watts}
                  bathroom={result.bathroom}
                  finishGap={result.finishGap}
                />
              )}
              <AskAboutRoom href={result.askHref} />
            </section>
            {result.groups.length > 0 && <Matches groups={result.groups} />}
          </>
        )}
      </div>
    </div>
  );
}
