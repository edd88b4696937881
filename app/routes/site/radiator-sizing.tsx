import { sizePrice } from "~/lib/catalogue/prices";
import { quoteLinesHref } from "~/lib/catalogue/quote-message";
import { estimateHeatNeed, glazings, type HeatNeed, insulationEras, roomTypes, windowSizes } from "~/lib/heat-need";
import { correctionFactor, deltaT, roundBtu } from "~/lib/heat-output";
import { matchRadiators, rangeFinishes } from "~/lib/radiator-matching";
import { orientations, planRadiators } from "~/lib/radiator-plan";
import { seo } from "~/lib/seo";
import { readSizingQuery, type SizingQuery, systems } from "~/lib/sizing-query";
import { askAboutRoomHref, bathroomFinishGap, modelHref, planView, shortfallView } from "~/lib/sizing-result";
import { heatPumpFlowRange, systemDescription, temperatureBounds } from "~/lib/system-presets";
import { publishedCatalogue } from "~/server/catalogue/catalogue.server";
import { SizingPage } from "~/site/sizing/sizing-page";

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

const number = (n: number) => n.toLocaleString("en-GB");
const metres = (n: number) => `${Number(n.toFixed(2))}`;

/** The room's need: the surveyed heat loss when given (the estimate beside it when measured), else the estimate. */
function roomNeed(query: SizingQuery): HeatNeed & { surveyed: number | null; estimate: number | null } {
  const estimate = query.room ? estimateHeatNeed(query.room) : null;
  const surveyed = query.surveyedWatts ?? null;
  if (surveyed === null) return { ...estimate!, surveyed, estimate: estimate!.watts };
  return {
    volume: estimate?.volume ?? 0,
    watts: surveyed,
    btuPerHour: roundBtu(surveyed),
    factors: [
      {
        label: "Heat loss from your survey",
        effect: `${number(surveyed)} W`,
        source: "Your room-by-room heat-loss survey (BS EN 12831, as MCS requires), used instead of our estimate",
      },
    ],
    surveyed,
    estimate: estimate?.watts ?? null,
  };
}

/** The message the contact form opens with: the room, its need, the system and what the calculator found. */
function roomDetails(query: SizingQuery, need: number, surveyed: boolean, finish: string, shortBy: string | null) {
  const { room, wall, system } = query;
  const type = roomTypes[query.values.type as keyof typeof roomTypes].label;
  const limits = [
    wall.maxWidth && `at most ${number(wall.maxWidth)} mm wide`,
    wall.maxHeight && `at most ${number(wall.maxHeight)} mm high`,
    wall.orientation !== "any" && wall.orientation,
  ].filter(Boolean);
  return [
    "Please help me choose radiators for this room.",
    `Room: ${type}${room ? `, ${metres(room.length)} × ${metres(room.width)} m, ${metres(room.height)} m high` : ""}, kept at ${query.roomTemperature} °C.`,
    `Heat need: ${number(need)} W (${surveyed ? "from a heat-loss survey" : "the calculator's estimate"}).`,
    `Heating: ${systemDescription(system!)}.`,
    `Finish: ${finish}.`,
    ...(limits.length > 0 ? [`Wall space: radiators ${limits.join(", ")}.`] : []),
    ...(shortBy ? [`The calculator's strongest plan falls short by ${shortBy}.`] : []),
  ];
}

/** Everything is worked out here, so the page needs no calculator code in the browser. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = readSizingQuery(url.searchParams);
  const catalogue = publishedCatalogue();
  const finishes = rangeFinishes(catalogue);
  const options = {
    type: labelled(roomTypes),
    window: labelled(windowSizes),
    glazing: labelled(glazings),
    insulation: labelled(insulationEras),
    system: Object.entries(systems),
    orientation: Object.entries(orientations),
    finish: finishes.map(({ id, name }): [string, string] => [id, name]),
  };
  const dT = query.system ? deltaT(query.system) : null;
  const system = query.system &&
    dT !== null && {
      ...query.system,
      dT,
      factor: correctionFactor(dT, typicalExponent),
      exponent: typicalExponent,
    };
  const page = { query, options, system: system || null };
  if (!(query.room || query.surveyedWatts) || !system) return { ...page, result: null };

  const need = roomNeed(query);
  const roomName = roomTypes[query.values.type as keyof typeof roomTypes].label;
  const bathroom = query.values.type === "bathroom";
  const { finish } = query.values;
  const maxFlow = query.systemKind === "heat-pump" ? heatPumpFlowRange.max : temperatureBounds.flow.max;
  const search = planRadiators(catalogue, {
    need: need.watts,
    system,
    finishId: finish,
    bathroom,
    wall: query.wall,
    maxFlow,
  });
  const context = { catalogue, system, need: need.watts, room: roomName };
  const shortfall = search.shortfall && shortfallView(search.shortfall, { ...context, values: query.values, maxFlow });
  const finishName = finishes.find((f) => f.id === finish)?.name ?? finish;
  const shortBy = shortfall && `${number(shortfall.watts)} W (${shortfall.percent} %)`;
  const groups = matchRadiators(catalogue, need.watts, system.dT, finish, bathroom, query.wall);
  return {
    ...page,
    result: {
      need,
      bathroom,
      plans: search.plans.map((plan) => planView(plan, context)),
      finishGap: bathroom ? bathroomFinishGap(catalogue, query.values, search.plans) : null,
      shortfall,
      askHref: askAboutRoomHref([
        ...roomDetails(query, need.watts, need.surveyed !== null, finishName, shortBy),
        `The calculator: ${url.pathname}${url.search}`,
      ]),
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
            quoteHref: quoteLinesHref(
              [{ model: model.id, size: size.code, finish: finish.id, quantity: count, room: roomName }],
              system,
            ),
            variant: size.variant,
            height: size.height,
            width: size.width,
            depth: size.depth,
            count,
            wattsEach,
            watts,
            btu,
            priceEach: sizePrice(size, finish),
            price: sizePrice(size, finish) * count,
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
