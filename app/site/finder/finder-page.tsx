import type { ReactNode } from "react";
import { Link } from "react-router";

import type { ChosenSize } from "~/lib/catalogue/finder-choice";
import { guidePriceNote } from "~/lib/catalogue/prices";
import type { FinderErrors, FinderValues } from "~/lib/catalogue/range-finder";

import { Breadcrumb } from "../breadcrumb";
import { SizingLink } from "../sizing-link";
import { finderForm } from "./compare-bar";
import { FinderForm, type FinderOptions } from "./finder-form";
import { FinderResults, type FoundSizeView } from "./finder-results";

interface Props {
  values: FinderValues;
  errors: FinderErrors;
  options: FinderOptions;
  system: string;
  /** What to change when no size matches, or null. */
  noMatch: string | null;
  /** The sizing calculator at the buyer's system, when the output asked for needs more than one radiator. */
  sizingHref: string | null;
  /** On a heat pump, the temperatures towel rails are figured at (a bathroom's 22 °C), else null. */
  towelRailSystem: string | null;
  /** The sizes chosen on other pages of the results, and what the compare bar says of all those chosen. */
  chosenElsewhere: ChosenSize[];
  chosenMessage: string;
  total: number;
  from: number;
  page: number;
  pages: number;
  sizes: FoundSizeView[];
}

const number = (n: number) => n.toLocaleString("en-GB");

/** The finder: the buyer's system and limits, then one page of matching sizes, each with its figures and price. */
export function FinderPage(props: Props) {
  const { values, errors, options, total, from, page, pages, sizes, chosenElsewhere } = props;
  const system = props.towelRailSystem
    ? `${props.system}; towel rails at ${props.towelRailSystem}, as a bathroom is kept (BS EN 12831)`
    : props.system;
  const errorCount = Object.keys(errors).length;
  return (
    <div className="container-page py-28 sm:py-36">
      <Breadcrumb trail={[{ to: "/", label: "Home" }]} current="Find a radiator" />
      <h1 className="font-display text-4xl text-ink sm:text-5xl">Find a radiator</h1>
      <p className="mt-4 max-w-3xl text-lg text-ink-soft">
        Every size of every series, with its heat output at your system&rsquo;s temperatures and its guide price. Narrow
        it by type, wall space, output, finish and where your pipes are, then compare up to four side by side.
      </p>
      <SizingLink className="mt-4" finder={false} />
      <div className="mt-10">
        <FinderForm values={values} errors={errors} options={options} />
      </div>
      <section
        id="finder-results"
        aria-labelledby="finder-results-heading"
        className="mt-12"
        data-live-region="finder-results"
      >
        <h2 id="finder-results-heading" className="sr-only">
          Results
        </h2>
        {errorCount > 0 && (
          <p role="alert" className="mb-6 text-red-700">
            Please check the {errorCount === 1 ? "highlighted field" : `${errorCount} highlighted fields`}: the search
            leaves {errorCount === 1 ? "it" : "them"} out until corrected.
          </p>
        )}
        <p className="max-w-3xl text-sm text-ink-soft" data-live-summary>
          {total === 0
            ? props.noMatch
            : `${total === sizes.length ? `${number(total)} sizes` : `Sizes ${number(from)}–${number(from + sizes.length - 1)} of ${number(total)}`}, outputs at ${system}.`}
        </p>
        {props.sizingHref && (
          <Link to={props.sizingHref} className="mt-4 inline-block text-sm font-semibold underline underline-offset-4">
            Plan the room&rsquo;s radiators with the sizing calculator
          </Link>
        )}
        {/* Sizes chosen stay in the form while no size matches, so the next search keeps them. */}
        {(sizes.length > 0 || chosenElsewhere.length > 0) && (
          <FinderResults sizes={sizes} chosenElsewhere={chosenElsewhere} chosenMessage={props.chosenMessage} />
        )}
        {pages > 1 && (
          <nav aria-label="Result pages" className="mt-8 flex items-center gap-6 text-sm">
            <PageButton page={page - 1} pages={pages}>
              Previous page
            </PageButton>
            <span>
              Page {page} of {pages}
            </span>
            <PageButton page={page + 1} pages={pages}>
              Next page
            </PageButton>
          </nav>
        )}
        <p className="mt-6 text-sm text-ink-soft">{guidePriceNote}</p>
      </section>
    </div>
  );
}

/**
 * A button of the finder's form that asks for another page of the results: the form's fields go with it, the sizes
 * ticked included (decision 225). Muted text where there is no such page.
 */
function PageButton({ page, pages, children }: { page: number; pages: number; children: ReactNode }) {
  if (page < 1 || page > pages) return <span className="text-muted">{children}</span>;
  return (
    <button
      type="submit"
      form={finderForm}
      name="page"
      value={page}
      className="cursor-pointer font-semibold underline underline-offset-4"
    >
      {children}
    </button>
  );
}
