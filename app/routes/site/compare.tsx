import { redirect } from "react-router";

import { findFinish, leadTimes, modelPath, seriesOf, sizeOutputs } from "~/lib/catalogue/catalogue-queries";
import { compareHref, compareLimits, readCompareQuery } from "~/lib/catalogue/compare-query";
import { figuredAt, figuredSystem } from "~/lib/catalogue/figured-system";
import { dtLabel } from "~/lib/catalogue/figures";
import { comparisonOfFinder } from "~/lib/catalogue/finder-choice";
import { readModelPageQuery } from "~/lib/catalogue/model-page-query";
import { sizePrice } from "~/lib/catalogue/prices";
import { quoteHref } from "~/lib/catalogue/quote-message";
import { finderSearchBack, finderSystemParams, radiatorType, radiatorTypes } from "~/lib/catalogue/range-finder";
import { deltaT } from "~/lib/heat-output";
import { formatPrice } from "~/lib/price-format";
import { rangeFinishes } from "~/lib/radiator-matching";
import { seo } from "~/lib/seo";
import { modelHref } from "~/lib/sizing-result";
import { systemDescription, systemSearchParams } from "~/lib/system-presets";
import { publishedCatalogue } from "~/server/catalogue/catalogue.server";
import { ComparePage } from "~/site/compare/compare-page";

import type { Route } from "./+types/compare";

export const meta: Route.MetaFunction = (args) => [
  ...seo(args, {
    title: "Compare radiator sizes",
    description:
      "Two to four radiator and towel rail sizes side by side: dimensions, heat outputs at ΔT50, ΔT30 and your system, weight, water content, finishes, lead times and guide prices.",
  }),
  // Every combination of sizes is its own address: the finder is the page to index (decision 132).
  { name: "robots", content: "noindex, follow" },
];

/** The sizes asked for, with every figure worked out here. */
export function loader({ request }: Route.LoaderArgs) {
  const catalogue = publishedCatalogue();
  const params = new URL(request.url).searchParams;
  // The finder's form sends its own fields; the comparison answers at its own address of them (decision 225).
  const own = comparisonOfFinder(
    params,
    rangeFinishes(catalogue).map((finish) => finish.id),
  );
  if (own) throw redirect(own);
  const { found, unknown, problem } = readCompareQuery(catalogue, params);
  const page = readModelPageQuery(params);
  const { system } = page;
  // The finder the sizes were chosen in, with its filters and order, which every link of the comparison keeps.
  const finder = params.get("finder");
  const keep: [string, string][] = [
    ...(page.finish ? [["finish", page.finish] as [string, string]] : []),
    ...systemSearchParams(system),
    ...(finder ? [["finder", finder] as [string, string]] : []),
  ];
  const codes = found.map(({ size }) => size.code);
  const finderSearch = finderSearchBack(
    finder,
    [...finderSystemParams(system), ...(page.finish ? [["finish", page.finish] as [string, string]] : [])],
    codes,
  );
  return {
    unknown,
    problem,
    systemError: page.errors.system ?? null,
    system: systemDescription(system),
    systemDeltaT: dtLabel(deltaT(system)),
    finderHref: `/radiators${finderSearch ? `?${finderSearch}` : ""}`,
    codes,
    keep,
    canAdd: codes.length < compareLimits.max,
    sizes: found.map(({ model, size }) => {
      const finish = findFinish(model, page.finish);
      // A towel rail on a heat pump is figured in a bathroom at 22 °C, as in the finder (decision 207).
      const figured = figuredSystem(model, system);
      const outputs = sizeOutputs(model, size, figured);
      const lead = leadTimes(finish);
      return {
        code: size.code,
        modelName: model.name,
        seriesName: seriesOf(catalogue, model)?.name ?? model.name,
        type: radiatorTypes[radiatorType(model, size)],
        variant: size.variant,
        href: modelHref(modelPath(catalogue, model), finish.id, figured, size.code),
        height: size.height,
        width: size.width,
        depth: size.depth,
        dt50: outputs.dt50,
        dt30: outputs.dt30,
        yours: outputs.system,
        figuredAt: figuredAt(figured, system),
        weight: size.weight,
        water: size.water,
        finish: finish.name,
        finishes: model.finishes.map((f) => f.name),
        connection: model.connection,
        leadTime: `${lead.standard} standard; ${lead.madeToMeasure} made to measure`,
        price: formatPrice(sizePrice(size, finish)),
        removeHref: compareHref(
          codes.filter((code) => code !== size.code),
          keep,
        ),
        quoteHref: quoteHref(model, size, finish, figured),
      };
    }),
  };
}

/** /compare?sizes=CODE,CODE: two to four sizes side by side at the buyer's system and finish (decision 132). */
export default function Compare({ loaderData }: Route.ComponentProps) {
  return <ComparePage {...loaderData} />;
}
