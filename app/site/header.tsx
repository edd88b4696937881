import type { ShownMenus } from "~/lib/navigation/menus";
import { cn } from "~/ui/cn";

import { type HeaderBreakpoint, headerFit, type HeaderSpacing } from "./header-fit";
import { Logo } from "./logo";
import { MenuDrawer } from "./menu-drawer";
import { MenuLinkList } from "./menu-link";

/** From where the wide header's links show and the menu button hides (decision 152); literal for Tailwind. */
const shownFrom: Record<HeaderBreakpoint, { links: string; button: string }> = {
  1155: { links: "nav:flex", button: "nav:hidden" },
  1280: { links: "xl:flex", button: "xl:hidden" },
  1408: { links: "nav-wide:flex", button: "nav-wide:hidden" },
  never: { links: "", button: "" },
};

const spacings: Record<HeaderSpacing, { links: string; tools: string; rule: string }> = {
  roomy: { links: "gap-5 xl:gap-7 2xl:gap-9", tools: "gap-4 xl:gap-5", rule: "pl-5 xl:pl-7 2xl:pl-9" },
  compact: { links: "gap-4", tools: "gap-3", rule: "pl-4" },
};

/**
 * Fixed header: transparent over a hero, white once scrolled (docs/product.md#routes). The server draws it as the
 * top of the page looks; the header enhancement (app/enhance/header.ts) turns it solid as the page scrolls, and
 * without scripts a header over a hero is not fixed but scrolls away with it. Its links are the Navigation screen's
 * (decision 151), on one line from the width they fit at, else in the drawer.
 */
export function Header({ siteName, overHero, menus }: { siteName: string; overHero: boolean; menus: ShownMenus }) {
  const fit = headerFit(siteName, menus.header, menus.tools);
  const spacing = spacings[fit.spacing];
  return (
    <header
      data-enhance="header"
      data-over-hero={overHero}
      data-solid={!overHero}
      className={cn(
        "fixed inset-x-0 top-0 z-40 transition-[background-color,color,box-shadow] duration-300",
        // Without scripts nothing turns it solid: over a hero it then scrolls away with the hero.
        "noscript:data-[over-hero=true]:absolute",
        "bg-transparent text-white data-[solid=true]:bg-white data-[solid=true]:text-ink",
        "data-[solid=true]:shadow-[0_1px_0_rgb(0_0_0/0.07)]",
      )}
    >
      <div className="container-page flex h-[4.5rem] items-center justify-between gap-6">
        <Logo siteName={siteName} />
        <div className={cn("hidden shrink-0 items-center", spacing.links, shownFrom[fit.breakpoint].links)}>
          <nav aria-label="Main">
            <MenuLinkList
              links={menus.header}
              className={cn("flex items-center", spacing.links)}
              linkClassName={headerLink("text-[0.8rem] tracking-[0.16em]")}
            />
          </nav>
          {menus.tools.length > 0 && (
            <nav aria-label="Buyer's tools" className={cn("border-l border-current/25", spacing.rule)}>
              <MenuLinkList
                links={menus.tools}
                className={cn("flex items-center", spacing.tools)}
                linkClassName={headerLink("text-[0.72rem] tracking-[0.12em]")}
              />
            </nav>
          )}
        </div>
        <MenuDrawer siteName={siteName} menus={menus} className={shownFrom[fit.breakpoint].button} />
      </div>
    </header>
  );
}

/** A header link, on one line, underlined while its page is open or under the pointer. */
const headerLink = (size: string) => (active: boolean) =>
  cn(
    "relative py-2 font-semibold whitespace-nowrap uppercase",
    "after:absolute after:inset-x-0 after:-bottom-0.5 after:h-px after:origin-left after:bg-current after:transition-transform after:duration-300",
    active ? "after:scale-x-100" : "after:scale-x-0 hover:after:scale-x-100",
    size,
  );
