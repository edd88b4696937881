import { figuredAt, figuredSystem } from "~/lib/catalogue/figured-system";
import { dtLabel } from "~/lib/catalogue/figures";
import { chosenMessage, chosenSizes } from "~/lib/catalogue/finder-choice";
import {
  connectionChoices,
  finderSorts,
  finderSystems,
  findSizes,
  noMatchAdvice,
  radiatorTypes,
  readFinderQuery,
} from "~/lib/catalogue/range-finder";
import { deltaT } from "~/lib/heat-output";
import { formatPrice } from "~/lib/price-format";
import { rangeFinishes } from "~/lib/radiator-matching";
import { seo } from "~/lib/seo";
import { sizingDefaults } from "~/lib/sizing-query";
import { modelHref, sizingHref } from "~/lib/sizing-result";
import { systemDescription } from "~/lib/system-presets";
import { publishedCatalogue } from "~/server/catalogue/catalogue.server";
import { FinderPage } from "~/site/finder/finder-page";

import type { Route } from "./+types/range-finder";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Find a radiator",
    description:
      "Search every size of every radiator and towel rail in our range by type, height, width, heat output at your boiler or heat pump's temperatures, finish and guide price.",
  });

const entries = (o: Record<string, string>) => Object.entries(o);

/** Everything is worked out here: the page needs no finder code in the browser. */
export function loader({ request }: Route.LoaderArgs) {
  const catalogue = publishedCatalogue();
  const finishes = rangeFinishes(catalogue);
  const params = new URL(request.url).searchParams;
  const query = readFinderQuery(
    params,
    finishes.map((f) => f.id),
  );
  const result = findSizes(catalogue, query);
  // The sizes ticked to compare, on this page or another (decision 225).
  const chosen = chosenSizes(catalogue, params);
  const shown = new Set(result.sizes.map(({ size }) => size.code));
  // On a heat pump, towel rails are figured in a bathroom at 22 °C (decision 207).
  const railSystem = figuredSystem({ kind: "towel-rail" }, query.system);
  const railsShown = !query.type || query.type === "towel-rail";
  return {
    values: query.values,
    errors: query.errors,
    options: {
      system: entries(finderSystems),
      type: entries(radiatorTypes),
      finish: [["any", "Any finish"], ...finishes.map((f): [string, string] => [f.id, f.name])] as [string, string][],
      connection: connectionChoices(catalogue),
      sort: entries(finderSorts),
    },
    system: systemDescription(query.system),
    towelRailSystem:
      railsShown && figuredAt(railSystem, query.system)
        ? `${figuredAt(railSystem, query.system)} (${dtLabel(deltaT(railSystem))})`
        : null,
    /** The sizes chosen on other pages of the results, and what the compare bar says of all those chosen. */
    chosenElsewhere: chosen.filter(({ code }) => !shown.has(code)),
    chosenMessage: chosenMessage(chosen.length),
    noMatch: result.total === 0 ? noMatchAdvice(query, result.strongest, systemDescription(query.system)) : null,
    // More than one radiator can give: the calculator, at the buyer's system.
    sizingHref:
      result.strongest === null
        ? null
        : sizingHref(sizingDefaults, {
            system: query.values.system,
            flow: query.values.flow,
            return: query.values.return,
          }),
    total: result.total,
    from: result.from,
    page: result.page,
    pages: result.pages,
    sizes: result.sizes.map(({ model, seriesName, size, finish, type, system, watts, btu, price, path }) => ({
      code: size.code,
      modelName: model.name,
      seriesName,
      type: radiatorTypes[type],
      variant: size.variant,
      height: size.height,
      width: size.width,
      depth: size.depth,
      watts,
      btu,
      finish: finish.name,
      price: formatPrice(price),
      /** The temperatures of a size figured at its own (a towel rail's bathroom), else null. */
      figuredAt: figuredAt(system, query.system),
      href: modelHref(path, finish.id, system, size.code),
      chosen: chosen.some(({ code }) => code === size.code),
    })),
  };
}

/** /radiators: every size of the range at the buyer's temperatures, filtered, sorted and paged (decision 131). */
export default function RangeFinder({ loaderData }: Route.ComponentProps) {
  return <FinderPage {...loaderData} />;
}
