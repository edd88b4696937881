import { Link } from "react-router";

import type { ChosenSize } from "~/lib/catalogue/finder-choice";

import { number, SizeMeasures } from "../sizing/size-card";
import { CompareBar, compareButton, finderForm } from "./compare-bar";

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
  /** Whether its box is ticked to compare it. */
  chosen: boolean;
}

/**
 * The page of results as cards, each with a box to compare it, then the compare bar (decision 221). The boxes belong
 * to the finder's form, so the sizes chosen travel in its address, from page to page and through a change of filter
 * (decision 225). A ticked card holds a skip link to the compare button, shown when it has the focus.
 */
export function FinderResults({
  sizes,
  chosenElsewhere,
  chosenMessage,
}: {
  sizes: FoundSizeView[];
  chosenElsewhere: ChosenSize[];
  chosenMessage: string;
}) {
  return (
    <div className="compare-sizes mt-6">
      {sizes.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {sizes.map((size) => (
            <li key={size.code} className="relative flex flex-col rounded-md border border-ink/10 bg-white p-4 text-sm">
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
                <input
                  type="checkbox"
                  name="sizes"
                  value={size.code}
                  form={finderForm}
                  defaultChecked={size.chosen}
                  className="size-4 accent-ink"
                />
                Compare {size.code}
              </label>
              <a
                href={`#${compareButton}`}
                className="compare-skip absolute inset-x-3 bottom-2 rounded-md bg-ink px-3 py-2 text-center font-semibold text-white not-focus:sr-only"
              >
                Skip to compare the chosen sizes
              </a>
            </li>
          ))}
        </ul>
      )}
      <CompareBar chosenElsewhere={chosenElsewhere} message={chosenMessage} />
    </div>
  );
}
