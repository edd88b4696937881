import { adminFetch } from "~/admin/admin-fetch";
import { adminMeta } from "~/admin/admin-title";
import {
  navigationDescription,
  NavigationScreen,
  navigationTitle,
  type SavedMenus,
} from "~/admin/navigation/navigation-screen";
import { ScreenFailed, ScreenHydrating } from "~/admin/screen-states";
import type { MenuPageChoice } from "~/lib/navigation/menus";

import type { Route } from "./+types/navigation";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, navigationTitle);

export function clientLoader() {
  return adminFetch<SavedMenus & { pages: MenuPageChoice[] }>("/api/admin/navigation");
}

/** /admin/navigation: the header's, the drawer's and the footer's links (decision 151). */
export default function Navigation({ loaderData }: Route.ComponentProps) {
  const { pages, ...saved } = loaderData;
  return <NavigationScreen initial={saved} pages={pages} />;
}

const screen = { title: navigationTitle, description: navigationDescription, what: "The menus" };

export function HydrateFallback() {
  return <ScreenHydrating {...screen} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenFailed {...screen} error={error} />;
}
