import { NavLink } from "react-router";
import { cn } from "~/ui/cn";
import { Logo } from "./logo";
import { MenuDrawer } from "./menu-drawer";
import { navLinks } from "./nav-links";
import { useScrolledPast } from "./use-scrolled-past";

/** docs/product.md#constants: the header turns solid past 10 px of scroll. */
const headerScrollThreshold = 10;

/** Fixed header: transparent over a hero, white once scrolled (docs/product.md#routes). */
export function Header({ siteName, overHero }: { siteName: string; overHero: boolean }) {
  const scrolled = useScrolledPast(headerScrollThreshold);
  const solid = scrolled || !overHero;
  return (
    <header
      data-solid={solid}
      className={cn(
        "fixed inset-x-0 top-0 z-40 transition-[background-color,color,box-shadow] duration-300",
        solid ? "bg-white text-ink shadow-[0_1px_0_rgb(0_0_0/0.07)]" : "bg-transparent text-white",
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
