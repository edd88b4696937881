import { Link } from "react-router";

import { isInternalLink } from "~/lib/link-target";
import type { SectionButton } from "~/lib/page-model";
import { buttonClass } from "~/ui/button";
import { cn } from "~/ui/cn";

/** An underlined text link, in the colour of the text around it. */
const textLink =
  "inline-block border-b border-current pb-1 text-sm font-semibold tracking-wide transition-opacity hover:opacity-75";

/** A section's calls to action: pages of the site through the router, other addresses as plain links. */
export function SectionButtons({
  buttons,
  className,
  onDark = false,
}: {
  buttons: readonly SectionButton[] | undefined;
  className?: string;
  /** Outlined buttons on a dark background draw in white. */
  onDark?: boolean;
}) {
  if (!buttons?.length) return null;
  return (
    <div className={cn("flex flex-wrap items-center gap-4", className)}>
      {buttons.map((button, index) => {
        const classes =
          button.style === "link"
            ? textLink
            : buttonClass(
                { variant: button.style, size: "lg" },
                onDark && button.style === "outline"
                  ? "border-white/80 text-white hover:bg-white hover:text-ink"
                  : undefined,
              );
        return isInternalLink(button.link) ? (
          <Link key={index} to={button.link} className={classes}>
            {button.label}
          </Link>
        ) : (
          <a key={index} href={button.link} rel="noopener" className={classes}>
            {button.label}
          </a>
        );
      })}
    </div>
  );
}
