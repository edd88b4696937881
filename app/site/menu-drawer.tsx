import { Menu, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { NavLink } from "react-router";
import { brand } from "~/content/brand";
import { cn } from "~/ui/cn";
import { navLinks } from "./nav-links";

/** The small-screen menu: a button that opens a side drawer with the header's links (SPEC §2). */
export function MenuDrawer({ siteName, className }: { siteName: string; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className={cn("-mr-2 inline-flex h-11 w-11 items-center justify-center rounded-full", className)}
        aria-label="Open menu"
      >
        <Menu aria-hidden="true" className="h-6 w-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-night/50 backdrop-blur-[2px] data-[state=open]:animate-[fade-in_200ms]" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,88vw)] flex-col bg-linen px-8 pt-6 pb-10 text-ink shadow-2xl data-[state=open]:animate-[drawer-in_300ms_var(--ease-calm)]"
          aria-describedby={undefined}
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="font-display text-2xl tracking-[0.18em] uppercase">{siteName}</Dialog.Title>
            <Dialog.Close className="-mr-2 inline-flex h-11 w-11 items-center justify-center rounded-full" aria-label="Close menu">
              <X aria-hidden="true" className="h-6 w-6" />
            </Dialog.Close>
          </div>
          <nav aria-label="Menu" className="mt-12">
            <ul className="space-y-1">
              {navLinks.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end={link.to === "/"}
                    onClick={() => setOpen(false)}
                    className={({ isActive }) =>
                      cn("block py-3 font-display text-[2rem] leading-tight", isActive ? "text-bronze" : "hover:text-bronze")
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
