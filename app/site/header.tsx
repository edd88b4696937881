import { NavLink } from "react-router";
import { cn } from "~/ui/cn";
import { Logo } from "./logo";
import { MenuDrawer } from "./menu-drawer";
import { navLinks } from "./nav-links";

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
        <nav aria-label="Main" className="hidden nav:block">
          <ul className="flex items-center gap-10">
            {navLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === "/"}
                  className={({ isActive }) =>
                    cn(
                      "relative py-2 text-[0.8rem] font-semibold tracking-[0.16em] uppercase",
                      "after:absolute after:inset-x-0 after:-bottom-0.5 after:h-px after:origin-left after:bg-current after:transition-transform after:duration-300",
                      isActive ? "after:scale-x-100" : "after:scale-x-0 hover:after:scale-x-100",
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <MenuDrawer siteName={siteName} className="nav:hidden" />
      </div>
    </header>
  );
}
