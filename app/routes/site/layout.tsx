import { isRouteErrorResponse, Outlet, useMatches, useRouteLoaderData } from "react-router";

import { rootDataOf } from "~/lib/seo";
import type { RenderHandle } from "~/root";
import { shownMenus } from "~/server/navigation.server";
import { NotFound } from "~/site/not-found";
import { SiteChrome } from "~/site/site-chrome";

import type { Route } from "./+types/layout";

/** The public pages are rendered on the server only and enhanced by small modules (decision 140). */
export const handle: RenderHandle = { serverRendered: true };

/** Routes whose first block is a hero export `handle = { hero: true }`: the header starts transparent over it. */
export interface SiteHandle {
  hero?: boolean;
}

/** Pages set their own meta; this one serves when a page failed (its loader threw a 404). */
export const meta: Route.MetaFunction = ({ error, matches }) => {
  if (!error) return [];
  const { siteName } = rootDataOf(matches);
  return [{ title: `Page not found | ${siteName}` }, { name: "robots", content: "noindex" }];
};

/** The menus every public page shows in its header, drawer and footer (decision 151). */
export function loader() {
  return { menus: shownMenus() };
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const matches = useMatches();
  // A loader may decide for its page (published sections, docs/product.md#standard-pages); else the route's handle says.
  const overHero = matches.some(
    (m) => (m.loaderData as { overHero?: boolean } | undefined)?.overHero ?? (m.handle as SiteHandle | undefined)?.hero,
  );
  return (
    <SiteChrome overHero={overHero} menus={loaderData.menus}>
      <Outlet />
    </SiteChrome>
  );
}

/** A 404 from any public route shows the not-found screen inside the site's header and footer. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A page's loader that threw ran beside this layout's, so the menus are here; a form's refusal (an action) runs no
  // loader, and goes on to the root's boundary like any other error.
  const data = useRouteLoaderData<typeof loader>("routes/site/layout");
  if (!isRouteErrorResponse(error) || error.status !== 404 || !data) throw error;
  return (
    <SiteChrome overHero={false} menus={data.menus}>
      <NotFound />
    </SiteChrome>
  );
}
