import { Link } from "react-router";

import { collectionPageForSeries, seriesIds, seriesNames } from "~/content/series";
import { buttonClass } from "~/ui/button";

/**
 * The not-found screen (docs/product.md#routes): '404', 'Oops! Page not found', a link home; the missing path is logged.
 * The not-found enhancement (app/enhance/not-found.ts) logs the path. The copy stays calm and offers the collections, so a stale link still leads somewhere useful.
 */
export function NotFound() {
  return (
    <section data-enhance="not-found" className="flex min-h-[80vh] items-center bg-linen pt-[4.5rem]">
      <div className="container-page py-24 text-center">
        <p className="font-display text-[6rem] leading-none text-bronze/80 sm:text-[8rem]">404</p>
        <h1 className="mt-4 font-display text-4xl text-balance sm:text-5xl">Oops! Page not found</h1>
        <p className="mx-auto mt-5 max-w-md leading-relaxed text-pretty text-ink-soft">
          This page may have moved since you last visited. The collections are all still here:
        </p>
        <nav aria-label="All collections" className="mx-auto mt-8 max-w-2xl">
          <ul className="flex flex-wrap justify-center gap-x-6 gap-y-3 text-sm tracking-wide">
            {seriesIds.map((id) => (
              <li key={id}>
                <Link
                  to={`/collection/${collectionPageForSeries[id]}`}
                  className="underline decoration-bronze/40 underline-offset-4 transition-colors hover:text-bronze hover:decoration-bronze"
                >
                  {seriesNames[id]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Link to="/" className={buttonClass({ size: "lg" }, "mt-12")}>
          Return to Home
        </Link>
      </div>
    </section>
  );
}
