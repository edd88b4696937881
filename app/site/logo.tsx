import { Link } from "react-router";
import { cn } from "~/ui/cn";

/** The wordmark: five warm bars (a radiator, abstracted) and the site name. */
export function Logo({ siteName, className }: { siteName: string; className?: string }) {
  return (
    <Link to="/" className={cn("group inline-flex items-center gap-3", className)} aria-label={`${siteName}, home`}>
      <svg viewBox="0 0 28 28" aria-hidden="true" className="h-7 w-7 shrink-0">
        {[3, 8.5, 14, 19.5, 25].map((x) => (
          <rect key={x} x={x - 1.6} y="4" width="3.2" height="20" rx="1.6" fill="currentColor" />
        ))}
      </svg>
      <span className="font-display text-[1.7rem] leading-none tracking-[0.18em] uppercase">{siteName}</span>
    </Link>
  );
}
