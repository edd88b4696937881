import type { ReactNode } from "react";
import { Link } from "react-router";

import { guidePriceNote } from "~/lib/catalogue/prices";
import { Button } from "~/ui/button";

import { Breadcrumb } from "../breadcrumb";
import { LiveField } from "../live-field";

interface Watts {
  watts: number;
  btu: number;
}

export interface ComparedSizeView {
  code: string;
  modelName: string;
  seriesName: string;
  type: string;
  variant: string;
  href: string;
  height: number;
  width: number;
  depth: number;
  dt50: Watts;
  dt30: Watts;
  yours: Watts;
  /** "45/40/22 °C" for a towel rail figured in a bathroom on a heat pump, else null. */
  figuredAt: string | null;
  weight: number;
  water: number;
  finish: string;
  finishes: string[];
  connection: string;
  leadTime: string;
  price: string;
  /** The comparison without this size. */
  removeHref: string;
  /** A quote for one of this size, in the finish and at the system compared. */
  quoteHref: string;
}

interface Props {
  unknown: string[];
  problem: string | null;
  systemError: string | null;
  system: string;
  systemDeltaT: string;
  finderHref: string;
  /** The codes shown, and the system and finish the comparison keeps, for the form that adds a size. */
  codes: string[];
  keep: [string, string][];
  canAdd: boolean;
  sizes: ComparedSizeView[];
}

const number = (n: number) => n.toLocaleString("en-GB");
const output = ({ watts, btu }: Watts) => `${number(watts)} W (${number(btu)} BTU/h)`;

/** One row: its name as the row's header, then one cell per size. */
function Row({
  label,
  sizes,
  cell,
}: {
  label: string;
  sizes: ComparedSizeView[];
  cell: (s: ComparedSizeView) => ReactNode;
}) {
  return (
    <tr className="border-t border-ink/10 align-top">
      <th
        scope="row"
        className="sticky left-0 w-24 bg-linen py-3 pr-3 text-left text-[0.65rem] font-semibold tracking-[0.1em] text-ink-soft uppercase sm:w-44 sm:text-xs"
      >
        {label}
      </th>
      {sizes.map((size) => (
        <td key={size.code} className="min-w-32 py-3 pr-4 text-sm text-ink sm:min-w-40">
          {cell(size)}
        </td>
      ))}
    </tr>
  );
}

/** The sizes side by side; on a phone the table scrolls sideways with the row names kept in view. */
export function ComparePage(props: Props) {
  const { unknown, problem, systemError, system, systemDeltaT, finderHref, sizes } = props;
  const messages = [
    ...(unknown.length > 0
      ? [
          `We could not find ${unknown.length === 1 ? "the size" : "the sizes"} ${unknown.join(", ")} in our range: check the product code, or choose sizes in the finder.`,
        ]
      : []),
    ...(problem ? [problem] : []),
    ...(systemError ? [`${systemError} The outputs are shown at ΔT50.`] : []),
  ];
  return (
    <div className="container-page py-28 sm:py-36">
      <Breadcrumb
        trail={[
          { to: "/", label: "Home" },
          { to: finderHref, label: "Find a radiator" },
        ]}
        current="Compare"
      />
      <h1 className="font-display text-4xl text-ink sm:text-5xl">Compare sizes</h1>
      <p className="mt-4 max-w-3xl text-lg text-ink-soft">Outputs at {system}, and at ΔT50 and ΔT30 to EN 442.</p>
      {messages.length > 0 && (
        <div role="alert" className="mt-8 max-w-3xl space-y-2 text-red-700">
          {messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      {sizes.length > 0 && (
        <div
          className="mt-10 overflow-x-auto bg-linen p-3 sm:p-6"
          role="region"
          aria-label="The sizes compared"
          tabIndex={0}
        >
          <table className="w-full border-collapse">
            <caption className="sr-only">
              {sizes.length} {sizes.length === 1 ? "size" : "sizes"} compared, outputs at {system}
            </caption>
            <thead>
              <tr>
                <td className="sticky left-0 bg-linen" />
                {sizes.map((size) => (
                  <th key={size.code} scope="col" className="min-w-32 pr-4 pb-3 text-left align-bottom sm:min-w-40">
                    <span className="block text-xs font-semibold tracking-[0.1em] text-ink-soft uppercase">
                      {size.seriesName} · {size.type}
                    </span>
                    <Link
                      to={size.href}
                      className="font-display text-lg text-ink underline decoration-ink/30 underline-offset-4 hover:decoration-ink"
                    >
                      {size.modelName} <span className="block font-sans text-sm">{size.code}</span>
                    </Link>
                    <Link
                      to={size.removeHref}
                      className="block py-1 text-xs font-normal text-ink-soft underline underline-offset-4 hover:text-ink"
                      aria-label={`Remove ${size.code} from the comparison`}
                    >
                      Remove
                    </Link>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <Row
                label="Height × width × depth"
                sizes={sizes}
                cell={(s) => `${number(s.height)} × ${number(s.width)} × ${s.depth} mm`}
              />
              <Row label="Build" sizes={sizes} cell={(s) => s.variant || "—"} />
              <Row
                label={`Output at your system (${systemDeltaT})`}
                sizes={sizes}
                cell={(s) => (
                  <>
                    <strong>{output(s.yours)}</strong>
                    {s.figuredAt && ` at ${s.figuredAt}, as a bathroom is kept`}
                  </>
                )}
              />
              <Row label="Output at ΔT50" sizes={sizes} cell={(s) => output(s.dt50)} />
              <Row label="Output at ΔT30" sizes={sizes} cell={(s) => output(s.dt30)} />
              <Row label="Weight" sizes={sizes} cell={(s) => `${number(s.weight)} kg`} />
              <Row label="Water content" sizes={sizes} cell={(s) => `${number(s.water)} litres`} />
              <Row label="Finishes" sizes={sizes} cell={(s) => s.finishes.join(", ")} />
              <Row label="Connections" sizes={sizes} cell={(s) => s.connection} />
              <Row label="Lead time" sizes={sizes} cell={(s) => `${s.leadTime}, in ${s.finish.toLowerCase()}`} />
              <Row
                label="Guide price"
                sizes={sizes}
                cell={(s) => (
                  <>
                    <strong>{s.price}</strong> in {s.finish.toLowerCase()}
                  </>
                )}
              />
              <Row
                label="Quote"
                sizes={sizes}
                cell={(s) => (
                  <Link
                    to={s.quoteHref}
                    aria-label={`Request a quote for ${s.code}`}
                    className="inline-block border-b border-ink pb-0.5 font-semibold"
                  >
                    Request a quote
                  </Link>
                )}
              />
            </tbody>
          </table>
        </div>
      )}
      <p className="mt-6 text-sm text-ink-soft">{guidePriceNote}</p>
      {props.canAdd && <AddSize codes={props.codes} keep={props.keep} />}
      <p className="mt-6">
        <Link to={finderHref} className="inline-block border-b border-ink pb-1 text-sm font-semibold tracking-wide">
          Back to the finder
        </Link>
      </p>
    </div>
  );
}

/** A plain GET form that adds a size by its product code, keeping those shown, the system and the finish. */
function AddSize({ codes, keep }: { codes: string[]; keep: [string, string][] }) {
  return (
    <form
      method="get"
      action="/compare"
      aria-label="Add a size"
      className="mt-10 flex max-w-xl flex-wrap items-end gap-6"
    >
      <input type="hidden" name="sizes" value={codes.join(",")} />
      {keep.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="min-w-56 flex-1">
        <LiveField
          id="compare-add"
          name="sizes"
          text="Add a size by its product code"
          hint="Such as RV-1600-300-S, on each model page"
        >
          {(props) => <input {...props} type="text" autoComplete="off" autoCapitalize="characters" />}
        </LiveField>
      </div>
      <Button type="submit">Add</Button>
    </form>
  );
}
