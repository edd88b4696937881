import { Menu, X } from "lucide-react";
import { useId, useState } from "react";
import { NavLink } from "react-router";
import { brand } from "~/content/brand";
import { cn } from "~/ui/cn";
import { Modal } from "~/ui/modal";
import { navLinks } from "./nav-links";

/** The small-screen menu: a button that opens a side drawer with the header's links (docs/product.md#routes). */
export function MenuDrawer({ siteName, className }: { siteName: string; className?: string }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
        className={cn("-mr-2 inline-flex h-11 w-11 items-center justify-center rounded-full", className)}
        aria-label="Open menu"
      >
        <Menu aria-hidden="true" className="h-6 w-6" />
      </button>
      <Modal
        open={open}
        onClose={close}
        labelledBy={titleId}
        className="bg-night/50 backdrop-blur-[2px] open:animate-[fade-in_200ms]"
      >
        <div className="absolute inset-y-0 right-0 flex w-[min(22rem,88vw)] animate-[drawer-in_300ms_var(--ease-calm)] flex-col bg-linen px-8 pt-6 pb-10 text-ink shadow-2xl">
          <div className="flex items-center justify-between">
            <h2 id={titleId} className="min-w-0 font-display text-2xl tracking-[0.18em] break-words uppercase">
              {siteName}
            </h2>
            <button
              type="button"
              onClick={close}
              className="-mr-2 inline-flex h-11 w-11 items-center justify-center rounded-full"
              aria-label="Close menu"
            >
              <X aria-hidden="true" className="h-6 w-6" />
            </button>
          </div>
          <nav aria-label="Menu" className="mt-12">
            <ul className="space-y-1">
              {navLinks.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end={link.to === "/"}
                    onClick={close}
                    className={({ isActive }) =>
                      cn(
                        "block py-3 font-display text-[2rem] leading-tight",
                        isActive ? "text-bronze" : "hover:text-bronze",
                      )
                    }
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-auto space-y-1 text-sm text-muted">
            <a href={`tel:${brand.phone.tel}`} className="block py-1 hover:text-ink">
              {brand.phone.display}
            </a>
            <a href={`mailto:${brand.email}`} className="block py-1 hover:text-ink">
              {brand.email}
            </a>
          </div>
        </div>
      </Modal>
    </>
  );
}
