import { Link } from "react-router";

import { Button } from "~/ui/button";

import { number, SizeMeasures } from "../sizing/size-card";

export interface FoundSizeView {
  code: string;
  modelName: string;
  seriesName: string;
  type: string;
  variant: string;
  height: number;
  width: number;
  depth: number;
  watts: number;
  btu: number;
  finish: string;
  price: string;
  /** "45/40/22 °C" where the size is figured at temperatures of its own (a towel rail's bathroom), else null. */
  figuredAt: string | null;
  /** The model page at the buyer's system and finish, drawing this size. */
  href: string;
}

/**
 * The page of results as cards, each with a box to compare it: a plain GET form to /compare, so choosing two to four
 * and pressing the button works without JavaScript. Its last row, the compare bar, keeps to the foot of the window
 * once a size is chosen and counts them, in CSS (`compare-sizes`, app/styles/tepore.css; decision 221).
 */
export function FinderResults({ sizes, compareFields }: { sizes: FoundSizeView[]; compareFields: [string, string][] }) {
  return (
    <form method="get" action="/compare" aria-label="Compare sizes" className="compare-sizes mt-6">
      {compareFields.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {sizes.map((size) => (
          <li key={size.code} className="flex flex-col rounded-md border border-ink/10 bg-white p-4 text-sm">
            <p className="text-xs font-semibold tracking-[0.14em] text-ink-soft uppercase">
              {size.seriesName} · {size.type}
            </p>
            <h3 className="mt-1 font-display text-xl text-ink">
              <Link
                to={size.href}
                className="underline decoration-ink/30 underline-offset-4 hover:decoration-ink"
                aria-label={`${size.modelName} ${size.code}`}
              >
                {size.modelName} <span className="font-sans text-sm">{size.code}</span>
              </Link>
            </h3>
            <SizeMeasures size={size} className="mt-1 text-ink-soft" />
            <p className="mt-2 text-base font-semibold text-ink" data-output={size.code}>
              {number(size.watts)} W{" "}
              <span className="text-sm font-normal text-ink-soft">
                ({number(size.btu)} BTU/h){size.figuredAt && ` at ${size.figuredAt}`}
              </span>
            </p>
            <p className="text-ink-soft">
              Guide price{" "}
              <span className="font-semibold text-ink" data-price>
                {size.price}
              </span>{" "}
              in {size.finish}
            </p>
            <label className="mt-auto flex items-center gap-2 pt-3">
              <input type="checkbox" name="sizes" value={size.code} className="size-4 accent-ink" />
              Compare {size.code}
            </label>
          </li>
        ))}
      </ul>
      <div className="compare-bar z-10 mt-4 flex items-center justify-between gap-4 border-t border-ink/10 bg-white py-3">
        <p className="text-sm text-ink-soft">
          <span className="compare-count text-ink" />
          Choose two to four.
        </p>
        <Button type="submit" className="shrink-0">
          Compare the chosen sizes
        </Button>
      </div>
    </form>
  );
}
