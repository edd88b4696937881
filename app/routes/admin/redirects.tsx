import { adminFetch } from "~/admin/admin-fetch";
import { adminMeta } from "~/admin/admin-title";
import { RedirectsScreen, redirectsScreen } from "~/admin/redirects/redirects-screen";
import { screenFallbacks } from "~/admin/screen-states";
import type { Redirect, RedirectPageChoice } from "~/lib/redirect-rules";

import type { Route } from "./+types/redirects";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, redirectsScreen.title);

export function clientLoader() {
  return adminFetch<{ redirects: Redirect[]; pages: RedirectPageChoice[] }>("/api/admin/redirects");
}

/** /admin/redirects (docs/product.md#redirects). */
export default function Redirects({ loaderData }: Route.ComponentProps) {
  return <RedirectsScreen redirects={loaderData.redirects} pages={loaderData.pages} />;
}

export const { HydrateFallback, ErrorBoundary } = screenFallbacks(redirectsScreen);
