import type { ReactNode } from "react";

import type { ShownMenus } from "~/lib/navigation/menus";
import { useRootData } from "~/root";

import { Footer } from "./footer";
import { Header } from "./header";

/** The site's header and footer around a page, with the link that skips to its content; `menus` are the site's links. */
export function SiteChrome({
  overHero,
  menus,
  children,
}: {
  overHero: boolean;
  menus: ShownMenus;
  children: ReactNode;
}) {
  const { siteName } = useRootData();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 text-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <Header siteName={siteName} overHero={overHero} menus={menus} />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer siteName={siteName} menus={menus} />
    </>
  );
}
