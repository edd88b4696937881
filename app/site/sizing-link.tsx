import { Calculator } from "lucide-react";
import { Link } from "react-router";

/** Leads from the range to the calculator: buyers rarely know how many watts a room needs. */
export function SizingLink({ className }: { className?: string }) {
  return (
    <p className={className}>
      <Link
        to="/radiator-sizing"
        className="inline-flex items-center gap-2 border-b border-ink pb-1 text-sm font-semibold tracking-wide"
      >
        <Calculator aria-hidden="true" className="h-4 w-4" />
        Not sure which size? Work out what your room needs
      </Link>
    </p>
  );
}
