import { ArrowRight } from "lucide-react";
import { Link, type LinkProps } from "react-router";

import { cn } from "./cn";

/** The arrow after a link's words, which steps forward as the pointer rests on its link (a `group`). */
export function LinkArrow() {
  return (
    <ArrowRight aria-hidden="true" className="h-4 w-4 transition-transform duration-300 group-hover:translate-x-1" />
  );
}

/** An underlined text link with an arrow: 'View Retto →'. */
export function ArrowLink({ className, children, ...props }: LinkProps) {
  return (
    <Link
      {...props}
      className={cn(
        "group inline-flex items-center gap-2 border-b border-current pb-1 text-sm font-semibold tracking-wide",
        className,
      )}
    >
      {children}
      <LinkArrow />
    </Link>
  );
}
