import { isRouteErrorResponse, Outlet, useMatches, useRouteLoaderData } from "react-router";
import { NotFound } from "~/site/not-found";
import { SiteChrome } from "~/site/site-chrome";
import type { Route } from "./+types/layout";
import { rootDataOf } from "~/lib/seo";
import type { RenderHandle } from "~/root";
import { shownMenus } from "~/server/navigation.server";

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

/** This layout's menus, also inside its error boundary (its own loader answered even when a page's threw). */
function useMenus() {
  const data = useRouteLoaderData<typeof loader>("routes/site/layout");
  if (!data) throw new Error("The site's menus are missing");
  return data.menus;
}

export default function SiteLayout() {
  const matches = useMatches();
  const menus = useMenus();
  // A loader may decide for its page (published sections, docs/product.md#standard-pages); else the route's handle says.
  const overHero = matches.some(
    (m) => (m.loaderData as { overHero?: boolean } | undefined)?.overHero ?? (m.handle as SiteHandle | undefined)?.hero,
  );
  return (
    <SiteChrome overHero={overHero} menus={menus}>
      <Outlet />
    </SiteChrome>
  );
}

/** A 404 from any public route shows the not-found screen inside the site's header and footer. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const menus = useMenus();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <SiteChrome overHero={false} menus={menus}>
      <NotFound />
    </SiteChrome>
  );
}
