import { adminFetch } from "~/admin/admin-fetch";
import { adminMeta } from "~/admin/admin-title";
import { redirectsDescription, RedirectsScreen, redirectsTitle } from "~/admin/redirects/redirects-screen";
import { ScreenFailed, ScreenHydrating } from "~/admin/screen-states";
import type { Redirect, RedirectPageChoice } from "~/lib/redirect-rules";

import type { Route } from "./+types/redirects";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, redirectsTitle);

export function clientLoader() {
  return adminFetch<{ redirects: Redirect[]; pages: RedirectPageChoice[] }>("/api/admin/redirects");
}

/** /admin/redirects (docs/product.md#redirects). */
export default function Redirects({ loaderData }: Route.ComponentProps) {
  return <RedirectsScreen redirects={loaderData.redirects} pages={loaderData.pages} />;
}

const screen = { title: redirectsTitle, description: redirectsDescription, what: "The redirects" };

export function HydrateFallback() {
  return <ScreenHydrating {...screen} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenFailed {...screen} error={error} />;
}
