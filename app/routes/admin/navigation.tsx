import { adminFetch } from "~/admin/admin-fetch";
import { adminMeta } from "~/admin/admin-title";
import { NavigationScreen, navigationScreen, type SavedMenus } from "~/admin/navigation/navigation-screen";
import { screenFallbacks } from "~/admin/screen-states";
import type { MenuPageChoice } from "~/lib/navigation/menus";

import type { Route } from "./+types/navigation";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, navigationScreen.title);

export function clientLoader() {
  return adminFetch<SavedMenus & { pages: MenuPageChoice[] }>("/api/admin/navigation");
}

/** /admin/navigation: the header's, the drawer's and the footer's links (decision 151). */
export default function Navigation({ loaderData }: Route.ComponentProps) {
  const { pages, ...saved } = loaderData;
  return <NavigationScreen initial={saved} pages={pages} />;
}

export const { HydrateFallback, ErrorBoundary } = screenFallbacks(navigationScreen);
