import type { Catalogue, CatalogueFinish, CatalogueModel, CatalogueSize } from "./catalogue/catalogue-schema";
import { deltaT, outputAt, roundWatts, type SystemTemperatures } from "./heat-output";

/**
 * From a room's heat need to plans of one to four radiators that together meet it at the buyer's ΔT, within the
 * wall space the buyer gives (decision 130), the fewest pieces of the fewest models first (decision 206). When nothing
 * meets it, how far the strongest plan falls short and what would close the gap.
 */

export const orientations = {
  any: "Any",
  vertical: "Vertical (taller than wide)",
  horizontal: "Horizontal (wider than tall)",
} as const;
export type Orientation = keyof typeof orientations;

/** The space one radiator may take, in mm; null where the buyer set no limit. */
export interface WallSpace {
  maxWidth: number | null;
  maxHeight: number | null;
  orientation: Orientation;
}
export const openWall: WallSpace = { maxWidth: null, maxHeight: null, orientation: "any" };
const hasWallLimits = (wall: WallSpace) =>
  wall.maxWidth !== null || wall.maxHeight !== null || wall.orientation !== "any";

/** Whether a size fits the wall space; a square size counts as either orientation. */
export function fitsWall(size: Pick<CatalogueSize, "width" | "height">, wall: WallSpace): boolean {
  if (wall.maxWidth !== null && size.width > wall.maxWidth) return false;
  if (wall.maxHeight !== null && size.height > wall.maxHeight) return false;
  if (wall.orientation === "vertical") return size.height >= size.width;
  if (wall.orientation === "horizontal") return size.width >= size.height;
  return true;
}

/**
 * The search's bounds: at most four radiators of at most two sizes (of one series, so a room's radiators belong
 * together; in a bathroom, one towel rail with radiators of one size beside it); at most one radiator more than the
 * fewest that will do; six plans shown, shared fairly between the kinds of plan, of a series at most its best of
 * each of those two counts.
 */
export const planLimits = { radiators: 4, sizes: 2, extraRadiators: 1, plans: 6 } as const;

/**
 * A plan at most this share over the need is a close fit: close fits come first, the fewest radiators first, so a
 * size far too large for the room (one radiator three times the need) does not lead as "the fewest" (decision 206).
 */
export const closeFitShare = 0.25;
export const closeFit = (excess: number, need: number) => excess <= need * closeFitShare;

export interface PlanRequest {
  /** Watts. */
  need: number;
  system: SystemTemperatures;
  finishId: string;
  /** Bathrooms are offered towel rails first; other rooms radiators only. */
  bathroom: boolean;
  wall: WallSpace;
  /** The warmest flow the buyer's system may run at, for the advice when nothing meets the need. */
  maxFlow: number;
}

export interface PlanPart {
  model: CatalogueModel;
  finish: CatalogueFinish;
  size: CatalogueSize;
  count: number;
  /** Whole watts of one at the buyer's ΔT, as its model page shows it. */
  wattsEach: number;
}

export interface RadiatorPlan {
  parts: PlanPart[];
  radiators: number;
  /** Watts of them all at the buyer's ΔT: the whole watts of each, added up. */
  watts: number;
  /** Watts above the need. */
  excess: number;
}

export interface Shortfall {
  /** The strongest plan that fits (four of the strongest size), or null when no size fits the wall and finish. */
  plan: RadiatorPlan | null;
  /** Watts and per cent of the need it lacks. */
  watts: number;
  percent: number;
  /** The coolest whole-degree flow (return and room kept as they run) at which the plan would meet the need. */
  meetsAt: SystemTemperatures | null;
  /** The best plan without the buyer's wall limits, when they are what stands in the way. */
  withoutWallLimits: RadiatorPlan | null;
}

export interface PlanSearch {
  plans: RadiatorPlan[];
  shortfall: Shortfall | null;
  /** Combinations looked at: the search's work, bounded by the limits above. */
  examined: number;
}

interface Option {
  model: CatalogueModel;
  finish: CatalogueFinish;
  size: CatalogueSize;
  watts: number;
}

/**
 * Whole watts of one size at a ΔT, as its model page quotes it: a plan adds up the figures the buyer reads, so its
 * total is the sum of its lines.
 */
const wattsOf = (model: CatalogueModel, size: CatalogueSize, dT: number) =>
  roundWatts(outputAt(size.output50, dT, model.exponent));

/** The sizes that may take part, grouped by series (the groups a plan may mix within), towel rails first. */
function optionGroups(catalogue: Catalogue, request: PlanRequest, dT: number): Option[][] {
  const groups = new Map<string, Option[]>();
  const kinds = request.bathroom ? (["towel-rail", "radiator"] as const) : (["radiator"] as const);
  for (const kind of kinds)
    for (const model of catalogue.models) {
      const finish = model.finishes.find((f) => f.id === request.finishId);
      if (model.kind !== kind || !finish) continue;
      const key = `${kind} ${model.seriesId}`;
      const group = groups.get(key) ?? [];
      for (const size of model.sizes)
        if (fitsWall(size, request.wall)) group.push({ model, finish, size, watts: wattsOf(model, size, dT) });
      if (group.length > 0) groups.set(key, group);
    }
  return [...groups.values()];
}

function plan(need: number, ...parts: [Option, number][]): RadiatorPlan {
  const watts = parts.reduce((sum, [o, count]) => sum + o.watts * count, 0);
  return {
    parts: parts.map(([{ model, finish, size, watts }, count]) => ({ model, finish, size, count, wattsEach: watts })),
    radiators: parts.reduce((n, [, count]) => n + count, 0),
    watts,
    excess: watts - need,
  };
}

/** The ways to split up to four radiators between two sizes, each size used at least once. */
const pairCounts = [1, 2, 3].flatMap((a) =>
  [1, 2, 3].filter((b) => a + b <= planLimits.radiators).map((b) => [a, b] as const),
);

/** Every plan of a group that meets the need with no radiator to spare. */
function groupPlans(group: Option[], need: number, count: () => void): RadiatorPlan[] {
  const plans: RadiatorPlan[] = [];
  for (const option of group) {
    count();
    const radiators = Math.max(1, Math.ceil(need / option.watts - 1e-9));
    if (radiators <= planLimits.radiators) plans.push(plan(need, [option, radiators]));
  }
  for (let i = 0; i < group.length; i++)
    for (let j = i + 1; j < group.length; j++) {
      const [a, b] = [group[i]!, group[j]!];
      count();
      if (planLimits.radiators * Math.max(a.watts, b.watts) < need) continue;
      for (const [countA, countB] of pairCounts) {
        const watts = a.watts * countA + b.watts * countB;
        // Meets the need, and would not without its smallest radiator.
        if (watts >= need && watts - Math.min(a.watts, b.watts) < need)
          plans.push(plan(need, [a, countA], [b, countB]));
      }
    }
  return plans;
}

const towelRails = (plan: RadiatorPlan) =>
  plan.parts.reduce((n, part) => n + (part.model.kind === "towel-rail" ? part.count : 0), 0);
/** 0: towel rails alone, 1: a towel rail with radiators beside it, 2: radiators alone. */
const kindRank = (plan: RadiatorPlan) => {
  const rails = towelRails(plan);
  return rails === plan.radiators ? 0 : rails > 0 ? 1 : 2;
};
const models = (plan: RadiatorPlan) => new Set(plan.parts.map((part) => part.model.id)).size;
const isCloseFit = (plan: RadiatorPlan) => closeFit(plan.excess, plan.watts - plan.excess);

/**
 * The order plans are offered in (decision 206): those with a towel rail first (only a bathroom has them), then the
 * close fits, then the fewest radiators, towel rails alone before a rail with radiators, one model before two, the
 * least excess, one size before two. So three radiators are never hidden behind four because the four are 1 W closer.
 */
const byPreference = (a: RadiatorPlan, b: RadiatorPlan) =>
  Number(kindRank(a) === 2) - Number(kindRank(b) === 2) ||
  Number(!isCloseFit(a)) - Number(!isCloseFit(b)) ||
  a.radiators - b.radiators ||
  kindRank(a) - kindRank(b) ||
  models(a) - models(b) ||
  a.excess - b.excess ||
  a.parts.length - b.parts.length;

/**
 * A bathroom's towel rail with radiators of one size beside it (decision 130), for a need one towel rail alone does
 * not meet: per towel rail and radiator series, its preferred plan (the fewest radiators of a close fit).
 */
function mixedPlans(rails: Option[], radiatorGroups: Option[][], need: number, count: () => void): RadiatorPlan[] {
  const plans: RadiatorPlan[] = [];
  for (const rail of rails) {
    if (rail.watts >= need) continue;
    for (const group of radiatorGroups) {
      let best: RadiatorPlan | null = null;
      for (const option of group) {
        count();
        const radiators = Math.ceil((need - rail.watts) / option.watts - 1e-9);
        if (1 + radiators > planLimits.radiators) continue;
        const candidate = plan(need, [rail, 1], [option, radiators]);
        if (!best || byPreference(candidate, best) < 0) best = candidate;
      }
      if (best) plans.push(best);
    }
  }
  return plans;
}

/**
 * A kind's plans to show, in order of preference: a series' best of the fewest radiators that make a close fit (of
 * all plans when none is close) and its best of one more.
 */
function bestOfKind(plans: RadiatorPlan[]): RadiatorPlan[] {
  const close = plans.filter(isCloseFit);
  const fewest = Math.min(...(close.length > 0 ? close : plans).map((p) => p.radiators));
  const shown = new Set<string>();
  return plans
    .filter((p) => p.radiators <= fewest + planLimits.extraRadiators)
    .sort(byPreference)
    .filter((p) => {
      const key = `${[...new Set(p.parts.map((part) => part.model.seriesId))].join("+")} ${p.radiators}`;
      if (shown.has(key)) return false;
      shown.add(key);
      return true;
    });
}

/** The plans to show: each kind its fair share of the six, unused shares passed on, in order of preference. */
function choosePlans(kinds: RadiatorPlan[][]): RadiatorPlan[] {
  const chosen: RadiatorPlan[] = [];
  kinds.forEach((plans, i) => {
    const share = Math.ceil((planLimits.plans - chosen.length) / (kinds.length - i));
    chosen.push(...bestOfKind(plans).slice(0, share));
  });
  return chosen.sort(byPreference);
}

/** The coolest flow, in whole degrees up to `maxFlow`, at which `plan` gives `need`. */
function flowToMeet(plan: RadiatorPlan, need: number, system: SystemTemperatures, maxFlow: number) {
  for (let flow = Math.floor(system.flow) + 1; flow <= maxFlow; flow++) {
    const warmer = { flow, return: system.return + (flow - system.flow), room: system.room };
    const dT = deltaT(warmer);
    const watts = plan.parts.reduce((sum, p) => sum + p.count * wattsOf(p.model, p.size, dT), 0);
    if (watts >= need) return warmer;
  }
  return null;
}

function shortfallOf(groups: Option[][], request: PlanRequest, catalogue: Catalogue): Shortfall {
  const strongest = groups.flat().reduce<Option | null>((best, o) => (best && best.watts >= o.watts ? best : o), null);
  const best = strongest && plan(request.need, [strongest, planLimits.radiators]);
  const watts = request.need - (best?.watts ?? 0);
  return {
    plan: best,
    watts,
    percent: (watts / request.need) * 100,
    meetsAt: best && flowToMeet(best, request.need, request.system, request.maxFlow),
    withoutWallLimits: hasWallLimits(request.wall)
      ? (planRadiators(catalogue, { ...request, wall: openWall }).plans[0] ?? null)
      : null,
  };
}

export function planRadiators(catalogue: Catalogue, request: PlanRequest): PlanSearch {
  const dT = deltaT(request.system);
  if (!(dT > 0)) return { plans: [], shortfall: null, examined: 0 };
  let examined = 0;
  const count = () => examined++;
  const groups = optionGroups(catalogue, request, dT);
  const rails = groups.filter((group) => group[0]!.model.kind === "towel-rail");
  const radiators = groups.filter((group) => group[0]!.model.kind === "radiator");
  const plansOf = (kind: Option[][]) => kind.flatMap((group) => groupPlans(group, request.need, count));
  const kinds = [plansOf(rails), mixedPlans(rails.flat(), radiators, request.need, count), plansOf(radiators)];
  const plans = choosePlans(kinds.filter((p) => p.length > 0));
  return { plans, shortfall: plans.length > 0 ? null : shortfallOf(groups, request, catalogue), examined };
}
