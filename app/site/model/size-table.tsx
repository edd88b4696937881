import type { ReactNode } from "react";
import { Link } from "react-router";

import { dtLabel, n } from "~/lib/catalogue/figures";
import type { SizeRow } from "~/lib/catalogue/model-page-data";
import { formatPrice } from "~/lib/price-format";

interface SizeTableProps {
  rows: SizeRow[];
  systemDeltaT: number;
  /** The page's address with `size` set, for each row's drawing link. */
  drawingHref: (code: string) => string;
  /** The product code the page's address names, if any. */
  chosen: string | null;
  towelRail: boolean;
  /** The finish the prices are in, e.g. "Chrome". */
  finishName: string;
}

const Watts = ({ value }: { value: { watts: number; btu: number } }) => (
  <>
    <span className="font-semibold">{n(value.watts)} W</span>
    <span className="block text-xs text-muted">{n(value.btu)} BTU/h</span>
  </>
);

/** The size the address names (a calculator's or the finder's link), marked where it is listed. */
const chosenClass = "aria-[current=true]:border-bronze/50 aria-[current=true]:bg-sand";

/**
 * A card drawn only when it comes near the screen, its height kept meanwhile (a card of four figures): the phone's
 * first look, and the stylesheet applied after the load, style only the cards in view (decision 230). Not when the
 * address names a size: that page is the way to the size's drawing, under the cards, and the cards above it must
 * have their own heights for the landing there to be exact.
 */
const drawnNearTheScreen = "[content-visibility:auto] [contain-intrinsic-size:auto_14.75rem]";

/**
 * The sizes with their outputs: a table on wide screens, and on phones one card per size, so nothing scrolls
 * sideways. Only one of the two is displayed (and in the accessibility tree) at a time.
 */
export function SizeTable({ rows, systemDeltaT, drawingHref, towelRail, finishName, chosen }: SizeTableProps) {
  const current = (row: SizeRow) => (row.code === chosen ? "true" : undefined);
  const priceLabel = `Price in ${finishName}`;
  const showVariant = rows.some((r) => r.variant);
  const showSections = rows.some((r) => r.sections);
  const showSystem = systemDeltaT !== 50 && systemDeltaT !== 30;
  const system = `Your system (${dtLabel(systemDeltaT)})`;
  const columns: [label: string, shown: boolean][] = [
    ["Code", true],
    ["Build", showVariant],
    ["H × W × D (mm)", true],
    ["Sections", showSections],
    ["ΔT50", true],
    ["ΔT30", true],
    [system, showSystem],
    ["Weight, water", true],
    ["Element", towelRail],
    [priceLabel, true],
  ];
  /** A size's outputs at ΔT50, ΔT30 and, when it is neither, the visitor's own system. */
  const outputsOf = (row: SizeRow): [label: string, value: SizeRow["dt50"]][] => [
    ["ΔT50", row.dt50],
    ["ΔT30", row.dt30],
    ...(showSystem ? [[system, row.system] as [string, SizeRow["dt50"]]] : []),
  ];
  if (rows.length === 0)
    return (
      <p className="mt-8 text-ink-soft">No size matches these choices. Lower the minimum output or show all heights.</p>
    );
  return (
    <>
      <table className="mt-8 hidden w-full border-collapse text-left text-sm lg:table">
        <caption className="sr-only">Sizes and heat outputs</caption>
        <thead>
          <tr className="border-b border-ink/20 text-xs tracking-wide text-muted uppercase">
            {columns
              .filter(([, shown]) => shown)
              .map(([label]) => (
                <th key={label} scope="col" className="py-3 pr-3 font-semibold">
                  {label}
                </th>
              ))}
            <th scope="col" className="py-3 font-semibold">
              <span className="sr-only">Drawing and quote</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.code}
              aria-current={current(row)}
              className={`border-b border-ink/10 align-top ${chosenClass}`}
            >
              <th scope="row" className="py-3 pr-3 font-semibold">
                {row.code}
              </th>
              {showVariant && <td className="py-3 pr-3">{row.variant}</td>}
              <td className="py-3 pr-3 whitespace-nowrap">
                {n(row.height)} × {n(row.width)} × {row.depth}
              </td>
              {showSections && <td className="py-3 pr-3">{row.sections ?? "–"}</td>}
              {outputsOf(row).map(([label, value]) => (
                <td key={label} className="py-3 pr-3">
                  <Watts value={value} />
                </td>
              ))}
              <td className="py-3 pr-3">
                {row.weight} kg, {row.water} l
              </td>
              {towelRail && <td className="py-3 pr-3">{row.elementWatts ? `${row.elementWatts} W` : "–"}</td>}
              <td className="py-3 pr-3 font-semibold whitespace-nowrap">{formatPrice(row.price)}</td>
              <td className="py-3 text-right whitespace-nowrap">
                <RowLinks row={row} drawingHref={drawingHref} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:hidden" aria-label="Sizes and heat outputs">
        {rows.map((row) => (
          <li
            key={row.code}
            aria-current={current(row)}
            className={`rounded-sm border border-ink/10 bg-white p-4 ${chosen ? "" : drawnNearTheScreen} ${chosenClass}`}
          >
            <p className="flex items-baseline justify-between gap-3">
              <span className="font-semibold">{row.code}</span>
              <span className="text-sm text-ink-soft">{row.variant}</span>
            </p>
            <p className="mt-1 text-sm">
              {n(row.height)} × {n(row.width)} × {row.depth} mm
              {row.sections ? `, ${row.sections} sections` : ""}
            </p>
            <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
              <Figure label={priceLabel} className="col-span-2">
                <span className="font-semibold">{formatPrice(row.price)}</span>
              </Figure>
              {outputsOf(row).map(([label, value]) => (
                <Figure key={label} label={label}>
                  <Watts value={value} />
                </Figure>
              ))}
              <Figure label="Weight, water">
                {row.weight} kg, {row.water} l
              </Figure>
              {towelRail && row.elementWatts && <Figure label="Element">{row.elementWatts} W</Figure>}
            </dl>
            <p className="mt-3 flex gap-5 text-sm">
              <RowLinks row={row} drawingHref={drawingHref} />
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}

function Figure({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-xs text-muted">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function RowLinks({ row, drawingHref }: { row: SizeRow; drawingHref: (code: string) => string }) {
  const link = "border-b border-ink/40 pb-0.5 font-semibold hover:border-ink";
  return (
    <>
      <Link to={drawingHref(row.code)} className={`${link} mr-4`} aria-label={`Drawing of ${row.code}`}>
        Drawing
      </Link>
      <Link to={row.quoteHref} className={`${link} mr-4`} aria-label={`Request a quote for ${row.code}`}>
        Quote
      </Link>
      <Link to={row.compareHref} className={link} aria-label={`Compare ${row.code} with other sizes`}>
        Compare
      </Link>
    </>
  );
}
