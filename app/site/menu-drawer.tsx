import { Menu, X } from "lucide-react";
import { useId } from "react";

import { brand } from "~/content/brand";
import type { ShownMenus } from "~/lib/navigation/menus";
import { cn } from "~/ui/cn";

import { footerLinksId } from "./footer";
import { MenuLinkList } from "./menu-link";

/** A drawer link of the given look, bronze while its page is open or under the pointer. */
const drawerLink = (look: string) => (active: boolean) => cn(look, active ? "text-bronze" : "hover:text-bronze");

/** The header's links large, the buyer's tools small and in capitals. */
const drawerLinks = {
  header: drawerLink("block py-3 font-display text-[2rem] leading-tight"),
  tools: drawerLink("block py-2 text-sm font-semibold tracking-[0.14em] uppercase"),
};

const roundControl = "-mr-2 inline-flex h-11 w-11 items-center justify-center rounded-full";

/**
 * The small-screen menu (docs/product.md#routes, decision 145): a control that opens a side drawer with the header's
 * links. Without JavaScript it is a link to the footer's link lists; the menu-drawer enhancement
 * (app/enhance/menu-drawer.ts) makes it a button that opens the drawer, a native modal <dialog>.
 */
export function MenuDrawer({
  siteName,
  menus,
  className,
}: {
  siteName: string;
  menus: Pick<ShownMenus, "header" | "tools">;
  className?: string;
}) {
  const titleId = useId();
  return (
    <div data-enhance="menu-drawer" className="contents">
      <a href={`#${footerLinksId}`} aria-label="Open menu" className={cn(roundControl, className)}>
        <Menu aria-hidden="true" className="h-6 w-6" />
      </a>
      <dialog aria-labelledby={titleId} className="modal bg-night/50 backdrop-blur-[2px] open:animate-[fade-in_200ms]">
        <div className="absolute inset-y-0 right-0 flex w-[min(22rem,88vw)] animate-[drawer-in_300ms_var(--ease-calm)] flex-col overflow-y-auto bg-linen px-8 pt-6 pb-10 text-ink shadow-2xl">
          <div className="flex items-center justify-between">
            <h2 id={titleId} className="min-w-0 font-display text-2xl tracking-[0.18em] break-words uppercase">
              {siteName}
            </h2>
            {/* A form of method "dialog" closes its dialog without any script. */}
            <form method="dialog">
              <button type="submit" className={roundControl} aria-label="Close menu">
                <X aria-hidden="true" className="h-6 w-6" />
              </button>
            </form>
          </div>
          <nav aria-label="Menu" className="mt-12">
            <MenuLinkList links={menus.header} className="space-y-1" linkClassName={drawerLinks.header} />
          </nav>
          {menus.tools.length > 0 && (
            <nav aria-label="Buyer's tools" className="mt-8 border-t border-ink/15 pt-6">
              <MenuLinkList links={menus.tools} className="space-y-1" linkClassName={drawerLinks.tools} />
            </nav>
          )}
          <div className="mt-auto space-y-1 pt-8 text-sm text-muted">
            <a href={`tel:${brand.phone.tel}`} className="block py-1 hover:text-ink">
              {brand.phone.display}
            </a>
            <a href={`mailto:${brand.email}`} className="block py-1 hover:text-ink">
              {brand.email}
            </a>
          </div>
        </div>
      </dialog>
    </div>
  );
}
