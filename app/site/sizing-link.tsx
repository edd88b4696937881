import { Link } from "react-router";

const link = "inline-block border-b border-ink pb-1 text-sm font-semibold tracking-wide";

/**
 * Leads from the range to the buyer's tools: the calculator, since buyers rarely know how many watts a room needs,
 * and the finder, which searches every size of every series at once.
 */
export function SizingLink({ className, finder = true }: { className?: string; finder?: boolean }) {
  return (
    <p className={`flex flex-wrap gap-x-8 gap-y-3 ${className ?? ""}`}>
      <Link to="/radiator-sizing" className={link}>
        Not sure which size? Work out what your room needs
      </Link>
      {finder && (
        <Link to="/radiators" className={link}>
          Search every size of the range
        </Link>
      )}
    </p>
  );
}
