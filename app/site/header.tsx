import { NavLink } from "react-router";
import { cn } from "~/ui/cn";
import { Logo } from "./logo";
import { MenuDrawer } from "./menu-drawer";
import { navLinks, toolLinks } from "./nav-links";

/**
 * Fixed header: transparent over a hero, white once scrolled (docs/product.md#routes). The server draws it as the
 * top of the page looks; the header enhancement (app/enhance/header.ts) turns it solid as the page scrolls.
 */
export function Header({ siteName, overHero }: { siteName: string; overHero: boolean }) {
  return (
    <header
      data-enhance="header"
      data-over-hero={overHero}
      data-solid={!overHero}
      className={cn(
        "fixed inset-x-0 top-0 z-40 transition-[background-color,color,box-shadow] duration-300",
        "bg-transparent text-white data-[solid=true]:bg-white data-[solid=true]:text-ink",
        "data-[solid=true]:shadow-[0_1px_0_rgb(0_0_0/0.07)]",
      )}
    >
      <div className="container-page flex h-[4.5rem] items-center justify-between gap-6">
        <Logo siteName={siteName} />
        <div className="hidden items-center gap-5 nav:flex xl:gap-7 2xl:gap-9">
          <nav aria-label="Main">
            <ul className="flex items-center gap-5 xl:gap-7 2xl:gap-9">
              {navLinks.map((link) => (
                <li key={link.to}>
                  <HeaderLink {...link} className="text-[0.8rem] tracking-[0.16em]" />
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label="Buyer's tools" className="border-l border-current/25 pl-5 xl:pl-7 2xl:pl-9">
            <ul className="flex items-center gap-4 xl:gap-5">
              {toolLinks.map((link) => (
                <li key={link.to}>
                  <HeaderLink {...link} className="text-[0.72rem] tracking-[0.12em] whitespace-nowrap" />
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <MenuDrawer siteName={siteName} className="nav:hidden" />
      </div>
    </header>
  );
}

/** A header link, underlined while its page is open or under the pointer. */
function HeaderLink({ to, label, className }: { to: string; label: string; className: string }) {
  return (
    <NavLink
      to={to}
      end={to === "/"}
      className={({ isActive }) =>
        cn(
          "relative py-2 font-semibold uppercase",
          "after:absolute after:inset-x-0 after:-bottom-0.5 after:h-px after:origin-left after:bg-current after:transition-transform after:duration-300",
          isActive ? "after:scale-x-100" : "after:scale-x-0 hover:after:scale-x-100",
          className,
        )
      }
    >
      {label}
    </NavLink>
  );
}
