import { Link } from "react-router";

import { siteNameLength } from "~/lib/site-name";
import { cn } from "~/ui/cn";

/** A long name wraps, balanced, onto at most two lines of a smaller size (docs/product.md#site-name). */
const nameSizes = {
  short: "text-[1.7rem] tracking-[0.18em]",
  medium: "text-[1.15rem] tracking-[0.14em] sm:text-[1.4rem]",
  long: "line-clamp-2 text-[0.8rem] leading-[1.2] tracking-[0.1em] text-balance sm:text-[1rem]",
} as const;

/** The wordmark: five warm bars (a radiator, abstracted) and the site name. */
export function Logo({ siteName, className }: { siteName: string; className?: string }) {
  return (
    <Link
      to="/"
      className={cn("group inline-flex min-w-0 items-center gap-3", className)}
      aria-label={`${siteName}, home`}
    >
      <svg viewBox="0 0 28 28" aria-hidden="true" className="h-7 w-7 shrink-0">
        {[3, 8.5, 14, 19.5, 25].map((x) => (
          <rect key={x} x={x - 1.6} y="4" width="3.2" height="20" rx="1.6" fill="currentColor" />
        ))}
      </svg>
      <span
        className={cn("min-w-0 font-display leading-none break-words uppercase", nameSizes[siteNameLength(siteName)])}
      >
        {siteName}
      </span>
    </Link>
  );
}
