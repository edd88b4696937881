import { Link } from "react-router";

import { guidePriceNote } from "~/lib/catalogue/prices";
import { formatPrice } from "~/lib/price-format";
import type { FinishGapView, PartView, PlanView, ShortfallView } from "~/lib/sizing-result";

import { countWord, ModelHeading, number, SizeCard } from "./size-card";

const textLink = "underline decoration-ink/30 underline-offset-4 hover:decoration-ink";
const actionLink = "font-semibold text-bronze-deep underline underline-offset-4";

const counted = (count: number, noun: string) => `${countWord(count).toLowerCase()} ${noun}${count === 1 ? "" : "s"}`;

/** "three radiators", "two towel rails", "one towel rail and one radiator". */
function radiatorsOf(plan: PlanView) {
  const rails = plan.parts.filter((p) => p.towelRail).reduce((n, p) => n + p.count, 0);
  const radiators = plan.radiators - rails;
  return [rails > 0 && counted(rails, "towel rail"), radiators > 0 && counted(radiators, "radiator")]
    .filter(Boolean)
    .join(" and ");
}

/** "Four of Retto Double RD-600-1800 and one of …": a plan in one line. */
const planSummary = (plan: PlanView) => plan.parts.map((p) => `${p.count} × ${p.modelName} ${p.code}`).join(" and ");

function fit(plan: PlanView) {
  if (plan.excess === 0) return "Exactly the need.";
  const over = plan.excessPercent === 0 ? "Less than 1 %" : `${plan.excessPercent} %`;
  return `${over} over the need (${number(plan.excess)} W to spare).`;
}

function Part({ part }: { part: PartView }) {
  return (
    <SizeCard
      size={part}
      modelName={part.modelName}
      heading={
        <ModelHeading
          name={part.modelName}
          href={part.modelHref}
          finish={part.finish}
          className="mb-1 text-base font-semibold text-ink"
        />
      }
    />
  );
}

function Plan({ plan, index }: { plan: PlanView; index: number }) {
  return (
    <li className="border-t border-ink/10 py-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-6">
        <h3 className="text-lg font-semibold text-ink">
          Plan {index}: {radiatorsOf(plan)}, {number(plan.watts)} W ({number(plan.btu)} BTU/h)
        </h3>
        <p className="text-sm text-ink-soft">
          Guide price <span className="text-lg font-semibold text-ink">{formatPrice(plan.price)}</span>
          {plan.radiators > 1 && " in all"}
        </p>
      </div>
      <p className="text-sm text-ink-soft">{fit(plan)}</p>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {plan.parts.map((part) => (
          <Part key={`${part.modelId} ${part.code}`} part={part} />
        ))}
      </ul>
      {plan.parts.length > 1 && (
        <Link to={plan.quoteHref} className={`mt-2.5 inline-block py-0.5 text-sm ${actionLink}`}>
          Request one quote for the whole of plan {index}
        </Link>
      )}
    </li>
  );
}

const kindOf = (plan: PlanView) => {
  const rails = plan.parts.filter((p) => p.towelRail).reduce((n, p) => n + p.count, 0);
  return rails === plan.radiators ? 0 : rails > 0 ? 1 : 2;
};

/**
 * "For a bathroom: towel rails alone, a towel rail with a radiator beside it and radiators alone, those with a towel
 * rail first.": the kinds these plans are, and only those.
 */
function bathroomKinds(plans: PlanView[]) {
  const beside = plans.some((plan) => kindOf(plan) === 1 && plan.radiators > 2) ? "radiators" : "a radiator";
  const kindNames = ["towel rails alone", `a towel rail with ${beside} beside it`, "radiators alone"];
  const kinds = [0, 1, 2].filter((kind) => plans.some((plan) => kindOf(plan) === kind));
  const names = kinds.map((kind) => kindNames[kind]!);
  const list = names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names[0];
  const railsFirst = kinds.includes(2) && kinds.length > 1 ? ", those with a towel rail first" : "";
  return ` For a bathroom: ${list}${railsFirst}.`;
}

/** What a bathroom's finish leaves out, and the finishes both kinds come in. */
function FinishGap({ gap }: { gap: FinishGapView }) {
  return (
    <p className="mt-3 max-w-3xl text-ink-soft">
      None of our {gap.missing} comes in {gap.finish}
      {gap.missing === "radiators" ? ", so no plan here puts one beside a towel rail" : ""}. Towel rails and radiators
      both come in{" "}
      {gap.both.map((finish, i) => (
        <span key={finish.href}>
          {i === 0 ? "" : i === gap.both.length - 1 ? " and " : ", "}
          <Link to={finish.href} className={textLink}>
            {finish.name}
          </Link>
        </span>
      ))}
      .
    </p>
  );
}

export function Plans({
  plans,
  need,
  bathroom,
  finishGap,
}: {
  plans: PlanView[];
  need: number;
  bathroom: boolean;
  finishGap: FinishGapView | null;
}) {
  return (
    <>
      <p className="mt-3 max-w-3xl text-ink-soft">
        Plans of one to four radiators that together give at least {number(need)} W at your ΔT: the fewest pieces first,
        one model before two, then the closest fit.
        {bathroom && bathroomKinds(plans)} Each figure is the one the model page shows for that size at your system.
      </p>
      {finishGap && <FinishGap gap={finishGap} />}
      <ol className="mt-6">
        {plans.map((plan, i) => (
          <Plan key={i} plan={plan} index={i + 1} />
        ))}
      </ol>
      <p className="text-sm text-ink-soft">{guidePriceNote}</p>
    </>
  );
}

function FlowAdvice({ shortfall }: { shortfall: ShortfallView }) {
  const { meetsAt, plan } = shortfall;
  if (!plan) return null;
  return (
    <li>
      <strong className="text-ink">A higher flow temperature.</strong>{" "}
      {meetsAt ? (
        <>
          At {meetsAt.flow} °C ({meetsAt.description}) these radiators would meet it.{" "}
          <Link to={meetsAt.href} className={textLink}>
            See the plans at {meetsAt.flow} °C
          </Link>
        </>
      ) : (
        `Even at ${shortfall.maxFlow} °C, the warmest we calculate for this system, they would not.`
      )}
    </li>
  );
}

function WallAdvice({ shortfall }: { shortfall: ShortfallView }) {
  const open = shortfall.withoutWallLimits;
  return (
    <li>
      <strong className="text-ink">More wall space.</strong>{" "}
      {open ? (
        <>
          Without your wall limits, {radiatorsOf(open.plan)} would do it: {planSummary(open.plan)}.{" "}
          <Link to={open.href} className={textLink}>
            See the plans without the wall limits
          </Link>
        </>
      ) : (
        "A fifth radiator, or a larger size made to measure, where the walls allow: we plan those with you."
      )}
    </li>
  );
}

export function ShortfallAdvice({
  shortfall,
  need,
  estimated,
}: {
  shortfall: ShortfallView;
  need: number;
  estimated: boolean;
}) {
  const short = `${number(shortfall.watts)} W (${shortfall.percent} %)`;
  return (
    <div className="mt-4 max-w-3xl text-ink-soft">
      <h3 className="text-lg font-semibold text-ink">No plan of up to four radiators meets this need</h3>
      {shortfall.plan ? (
        <p className="mt-2">
          The strongest that fits, {planSummary(shortfall.plan)}, gives {number(shortfall.plan.watts)} W at your ΔT:{" "}
          <strong className="text-ink">{short} short</strong> of the {number(need)} W this room needs.
        </p>
      ) : (
        <p className="mt-2">
          No size of our range fits that wall space in that finish: <strong className="text-ink">{short} short</strong>{" "}
          of the {number(need)} W this room needs.
        </p>
      )}
      <h4 className="mt-5 text-xs font-semibold tracking-[0.14em] uppercase">What would close the gap</h4>
      <ul className="mt-2 list-disc space-y-2 pl-5">
        <FlowAdvice shortfall={shortfall} />
        <WallAdvice shortfall={shortfall} />
        <li>
          <strong className="text-ink">Better insulation.</strong> Cutting the room&apos;s heat loss by {short}: loft,
          wall or floor insulation, better glazing, fewer draughts.
          {estimated &&
            " A room-by-room heat-loss survey often finds less than our rule-of-thumb estimate: type its figure above."}
        </li>
      </ul>
    </div>
  );
}

/** The contact form, its message written with the room's details. */
export function AskAboutRoom({ href }: { href: string }) {
  return (
    <p className="mt-6 text-ink-soft">
      <Link to={href} className={actionLink}>
        Ask us about this room
      </Link>{" "}
      and we will plan it with you; the message opens with the room&apos;s details.
    </p>
  );
}
