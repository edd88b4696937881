import { modelPath } from "~/lib/catalogue/catalogue-queries";
import type { Catalogue } from "~/lib/catalogue/catalogue-schema";
import { dtLabel } from "~/lib/catalogue/figures";
import { modelPageSearch, readModelPageQuery } from "~/lib/catalogue/model-page-query";
import { sizePrice } from "~/lib/catalogue/prices";
import { quoteLinesHref } from "~/lib/catalogue/quote-message";
import { deltaT, roundBtu, type SystemTemperatures } from "~/lib/heat-output";
import { rangeFinishes } from "~/lib/radiator-matching";
import type { RadiatorPlan, Shortfall } from "~/lib/radiator-plan";
import { sizingDefaults, type SizingValues } from "~/lib/sizing-query";
import { temperaturesLabel } from "~/lib/system-presets";

/**
 * The calculator's result as the page draws it: plain figures in whole watts and the links, each carrying the
 * buyer's finish and system, so the model page reached from a plan shows the same figure for the same size.
 */

/** One size as a result offers it: how many, its figures at the buyer's ΔT, its model page and its quote. */
export interface SizeOffer {
  code: string;
  /** The model page at the buyer's system, drawing this size. */
  href: string;
  /** The quote form with this line and the buyer's system as its note. */
  quoteHref: string;
  variant: string;
  height: number;
  width: number;
  depth: number;
  count: number;
  /** Whole watts of one at the buyer's ΔT, as the model page shows it, and of them all. */
  wattsEach: number;
  watts: number;
  btu: number;
  /** A towel rail's electric element, for summer: watts, or null. */
  elementWatts?: number | null;
  /** Guide price in whole pounds in the finish shown, as the model page gives it: of one, and of them all. */
  priceEach: number;
  price: number;
}

export interface PartView extends SizeOffer {
  modelId: string;
  modelName: string;
  /** The model page in the buyer's finish and system. */
  modelHref: string;
  towelRail: boolean;
  finish: string;
  finishId: string;
}

export interface PlanView {
  radiators: number;
  watts: number;
  btu: number;
  /** Watts and whole per cent above the need. */
  excess: number;
  excessPercent: number;
  parts: PartView[];
  /** Guide price of the whole plan, whole pounds. */
  price: number;
  /** The quote form with every line of the plan. */
  quoteHref: string;
}

export interface ShortfallView {
  plan: PlanView | null;
  watts: number;
  /** Whole per cent, at least 1. */
  percent: number;
  /** The flow that would do ("46/41/21 °C, ΔT22.5"), and the calculator at it. */
  meetsAt: { description: string; flow: number; href: string } | null;
  withoutWallLimits: { plan: PlanView; href: string } | null;
  /** The warmest flow the buyer's system may run at, when even that would not do. */
  maxFlow: number;
}

export interface ResultContext {
  catalogue: Catalogue;
  system: SystemTemperatures;
  need: number;
  /** The room's name, as a quote line carries it. */
  room: string;
}

/** A model page showing the buyer's finish and system, and the size when given, as the calculator did. */
export function modelHref(path: string, finish: string, system: SystemTemperatures, size: string | null = null) {
  return path + modelPageSearch(readModelPageQuery(new URLSearchParams()), { finish, system, size });
}

export function planView(plan: RadiatorPlan, { catalogue, system, need, room }: ResultContext): PlanView {
  const parts = plan.parts.map(({ model, finish, size, count, wattsEach }): PartView => {
    const path = modelPath(catalogue, model);
    const priceEach = sizePrice(size, finish);
    const line = { model: model.id, size: size.code, finish: finish.id, quantity: count, room };
    return {
      modelId: model.id,
      modelName: model.name,
      modelHref: modelHref(path, finish.id, system),
      towelRail: model.kind === "towel-rail",
      finish: finish.name,
      finishId: finish.id,
      code: size.code,
      href: modelHref(path, finish.id, system, size.code),
      variant: size.variant,
      height: size.height,
      width: size.width,
      depth: size.depth,
      count,
      wattsEach,
      watts: wattsEach * count,
      btu: roundBtu(wattsEach * count),
      elementWatts: model.kind === "towel-rail" ? size.elementWatts : null,
      priceEach,
      price: priceEach * count,
      quoteHref: quoteLinesHref([line], system),
    };
  });
  // Whole watts already: the planner adds up the figures the model pages show.
  const { watts } = plan;
  return {
    radiators: plan.radiators,
    watts,
    btu: roundBtu(watts),
    excess: Math.max(0, watts - need),
    excessPercent: Math.round((Math.max(0, watts - need) / need) * 100),
    parts,
    price: parts.reduce((sum, part) => sum + part.price, 0),
    quoteHref: quoteLinesHref(
      parts.map((p) => ({ model: p.modelId, size: p.code, finish: p.finishId, quantity: p.count, room })),
      system,
    ),
  };
}

/** The calculator's address with some values changed, leaving out those at their defaults. */
export function sizingHref(values: SizingValues, changes: Partial<SizingValues>) {
  const next = { ...values, ...changes };
  const params = new URLSearchParams(
    Object.entries(next).filter(([key, value]) => value !== "" && value !== sizingDefaults[key as keyof SizingValues]),
  );
  // The room's measurements always travel, so the address reads as a submitted room.
  for (const key of ["length", "width"] as const) if (!params.has(key) && next[key]) params.set(key, next[key]);
  return `/radiator-sizing?${params}`;
}

/** The system at a warmer flow, as the calculator's fields give it. */
function warmerSystemValues(values: SizingValues, system: SystemTemperatures): Partial<SizingValues> {
  if (values.system === "heat-pump") return { flow: String(system.flow) };
  return { system: "custom", flow: String(system.flow), return: String(system.return), room: String(system.room) };
}

export function shortfallView(
  shortfall: Shortfall,
  context: ResultContext & { values: SizingValues; maxFlow: number },
): ShortfallView {
  const { meetsAt, withoutWallLimits } = shortfall;
  const openWallValues = { maxwidth: "", maxheight: "", orientation: "any" };
  return {
    plan: shortfall.plan && planView(shortfall.plan, context),
    watts: Math.ceil(shortfall.watts),
    percent: Math.max(1, Math.round(shortfall.percent)),
    meetsAt: meetsAt && {
      description: `${temperaturesLabel(meetsAt)} °C, ${dtLabel(deltaT(meetsAt))}`,
      flow: meetsAt.flow,
      href: sizingHref(context.values, warmerSystemValues(context.values, meetsAt)),
    },
    withoutWallLimits: withoutWallLimits && {
      plan: planView(withoutWallLimits, context),
      href: sizingHref(context.values, openWallValues),
    },
    maxFlow: context.maxFlow,
  };
}

/**
 * A bathroom in a finish only one kind comes in (decision 206): no radiator of ours in chrome, so no towel rail with
 * a radiator beside it (said only when one towel rail alone will not do), or no towel rail in raw steel; and the
 * finishes both kinds come in, each a link to the calculator in it.
 */
export interface FinishGapView {
  finish: string;
  missing: "radiators" | "towel rails";
  both: { name: string; href: string }[];
}

export function bathroomFinishGap(
  catalogue: Catalogue,
  values: SizingValues,
  plans: RadiatorPlan[],
): FinishGapView | null {
  const kindsIn = (finishId: string) =>
    new Set(catalogue.models.filter((m) => m.finishes.some((f) => f.id === finishId)).map((m) => m.kind));
  const kinds = kindsIn(values.finish);
  const oneRailDoes = plans.some((p) => p.radiators === 1 && p.parts[0]!.model.kind === "towel-rail");
  const missing = !kinds.has("towel-rail")
    ? "towel rails"
    : !kinds.has("radiator") && !oneRailDoes
      ? "radiators"
      : null;
  const finishes = rangeFinishes(catalogue);
  const finish = finishes.find((f) => f.id === values.finish);
  if (!missing || !finish) return null;
  return {
    finish: finish.name,
    missing,
    both: finishes
      .filter((f) => kindsIn(f.id).size === 2)
      .map((f) => ({ name: f.name, href: `${sizingHref(values, { finish: f.id })}#sizing-result` })),
  };
}

/** The contact form, its message written in advance with the room, the system and the figures. */
export function askAboutRoomHref(lines: string[]) {
  return `/contact?${new URLSearchParams({ message: lines.join("\n") })}`;
}
