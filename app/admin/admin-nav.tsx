import { ExternalLink, LogOut, Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";

import { siteNameLength } from "~/lib/site-name";
import { cn } from "~/ui/cn";

import { useHydrated } from "./use-hydrated";
import { useLogout } from "./use-logout";

/** The admin screens in the menu's order: each one's address under /admin, and its name. */
const links = (
  [
    // docs/product.md#routes: the builder keeps its address, /admin/dashboard, and is named for what it is.
    ["dashboard", "Page Builder"],
    ["pages", "Pages"],
    ["navigation", "Navigation"],
    ["products", "Products"],
    ["media", "Media Library"],
    ["redirects", "Redirects"],
    ["settings", "Settings"],
    ["messages", "Messages"],
  ] as const
).map(([screen, label]) => ({ to: `/admin/${screen}`, label }));

/** The admin top navigation (docs/product.md#routes), collapsing into a menu on small screens. */
export function AdminNav({ siteName, unreadCount }: { siteName: string; unreadCount: number }) {
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const logout = useLogout();
  // The page builder's own header carries Logout (docs/product.md#routes): one per screen.
  const showLogout = useLocation().pathname !== "/admin/dashboard";
  const hydrated = useHydrated();

  // Escape closes the small-screen menu and hands focus back to its button.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);
  const items = (
    <>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            onClick={() => setOpen(false)}
            className={({ isActive }) =>
              cn(
                "flex items-center gap-2 rounded-sm px-3 py-2 text-sm font-medium",
                isActive ? "bg-ink text-white" : "text-ink-soft hover:bg-sand hover:text-ink",
              )
            }
          >
            {link.label}
            {link.label === "Messages" && unreadCount > 0 && (
              <span className="rounded-full bg-bronze px-1.5 py-0.5 text-[0.7rem] leading-none font-semibold text-white">
                {unreadCount}
                <span className="sr-only"> unread</span>
              </span>
            )}
          </NavLink>
        </li>
      ))}
      <li>
        <a
          href="/"
          target="_blank"
          rel="noopener"
          className="flex items-center gap-2 rounded-sm px-3 py-2 text-sm font-medium text-ink-soft hover:bg-sand hover:text-ink"
        >
          View Site
          <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </li>
      {showLogout && (
        <li>
          <button
            type="button"
            onClick={() => void logout()}
            disabled={!hydrated}
            className="flex w-full items-center gap-2 rounded-sm px-3 py-2 text-sm font-medium text-ink-soft hover:bg-sand hover:text-ink"
          >
            <LogOut aria-hidden="true" className="h-4 w-4" />
            Logout
          </button>
        </li>
      )}
    </>
  );
  return (
    <header className="sticky top-0 z-30 border-b border-ink/10 bg-white">
      <div className="mx-auto flex h-16 max-w-[96rem] items-center justify-between gap-4 px-4 sm:px-6">
        <p
          className={cn(
            "min-w-0 font-display uppercase",
            siteNameLength(siteName) === "short"
              ? "truncate text-2xl tracking-[0.16em]"
              : "line-clamp-2 text-sm leading-tight tracking-[0.1em] text-balance sm:text-lg",
          )}
        >
          {siteName} <span className="font-sans text-xs tracking-[0.2em] text-muted">Admin</span>
        </p>
        {/* Eight screens fit beside the site's name from 1280 px; below that they are in the menu. */}
        <nav aria-label="Admin" className="hidden shrink-0 xl:block">
          <ul className="flex items-center gap-1">{items}</ul>
        </nav>
        <button
          ref={menuButton}
          type="button"
          className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-sm hover:bg-sand xl:hidden"
          aria-expanded={open}
          disabled={!hydrated}
          aria-controls="admin-menu"
          aria-label={open ? "Close admin menu" : "Open admin menu"}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <X aria-hidden="true" className="h-5 w-5" /> : <Menu aria-hidden="true" className="h-5 w-5" />}
        </button>
      </div>
      {open && (
        <nav id="admin-menu" aria-label="Admin" className="border-t border-ink/10 px-4 py-3 xl:hidden">
          <ul className="space-y-1">{items}</ul>
        </nav>
      )}
    </header>
  );
}
