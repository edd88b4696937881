import { estimateHeatNeed, glazings, insulationEras, roomTypes, windowSizes } from "~/lib/heat-need";
import { modelPageSearch, readModelPageQuery } from "~/lib/catalogue/model-page-query";
import { correctionFactor, deltaT, type SystemTemperatures } from "~/lib/heat-output";
import { matchRadiators, rangeFinishes } from "~/lib/radiator-matching";
import { readSizingQuery, systems } from "~/lib/sizing-query";
import { systemNote } from "~/lib/system-presets";
import { seo } from "~/lib/seo";
import { SizingPage } from "~/site/sizing/sizing-page";
import { publishedCatalogue } from "~/server/catalogue/catalogue.server";
import type { Route } from "./+types/radiator-sizing";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Radiator sizing calculator",
    description:
      "Estimate a room's heat need in watts and BTU/h, and find the radiators of our range that meet it with a gas boiler or a heat pump.",
  });

/** The exponent the page quotes its correction factor at: EN 442's usual value for panels and columns. */
const typicalExponent = 1.3;

const labelled = (o: Record<string, { label: string }>) =>
  Object.entries(o).map(([value, { label }]): [string, string] => [value, label]);

/** A model page showing the buyer's finish and system, and the size when given, as the calculator did. */
function modelHref(path: string, finish: string, system: SystemTemperatures, size: string | null = null) {
  return path + modelPageSearch(readModelPageQuery(new URLSearchParams()), { finish, system, size });
}

/** Everything is worked out here, so the page needs no calculator code in the browser. */
export function loader({ request }: Route.LoaderArgs) {
  const query = readSizingQuery(new URL(request.url).searchParams);
  const catalogue = publishedCatalogue();
  const options = {
    type: labelled(roomTypes),
    window: labelled(windowSizes),
    glazing: labelled(glazings),
    insulation: labelled(insulationEras),
    system: Object.entries(systems),
    finish: rangeFinishes(catalogue).map(({ id, name }): [string, string] => [id, name]),
  };
  const dT = query.system ? deltaT(query.system) : null;
  const system = query.system &&
    dT !== null && {
      ...query.system,
      dT,
      factor: correctionFactor(dT, typicalExponent),
      exponent: typicalExponent,
    };
  if (!query.room || !system) return { query, options, system: system || null, result: null };
  const need = estimateHeatNeed(query.room);
  const groups = matchRadiators(catalogue, need.watts, system.dT, query.values.finish, query.room.type === "bathroom");
  return {
    query,
    options,
    system,
    result: {
      need,
      roomName: roomTypes[query.room.type].label,
      quoteNote: systemNote(system),
      groups: groups.map((group) => ({
        ...group,
        models: group.models.map(({ model, finish, path, leadTime, sizes }) => ({
          id: model.id,
          name: model.name,
          finish: finish.name,
          finishId: finish.id,
          href: modelHref(path, finish.id, system),
          leadTime,
          sizes: sizes.map(({ size, count, wattsEach, watts, btu }) => ({
            code: size.code,
            href: modelHref(path, finish.id, system, size.code),
            variant: size.variant,
            height: size.height,
            width: size.width,
            depth: size.depth,
            count,
            wattsEach,
            watts,
            btu,
          })),
        })),
      })),
    },
  };
}

/** /radiator-sizing: from a room to the radiators of the range that heat it. */
export default function RadiatorSizing({ loaderData }: Route.ComponentProps) {
  return <SizingPage {...loaderData} />;
}
