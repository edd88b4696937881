import { Link } from "react-router";

/** Leads from the range to the calculator: buyers rarely know how many watts a room needs. */
export function SizingLink({ className }: { className?: string }) {
  return (
    <p className={className}>
      <Link to="/radiator-sizing" className="inline-block border-b border-ink pb-1 text-sm font-semibold tracking-wide">
        Not sure which size? Work out what your room needs
      </Link>
    </p>
  );
}
