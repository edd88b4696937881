import type { ShouldRevalidateFunctionArgs } from "react-router";

import { adminFetch } from "~/admin/admin-fetch";
import { adminMeta } from "~/admin/admin-title";
import { MediaLibrary, mediaLibraryScreen } from "~/admin/media/media-library";
import { screenFallbacks } from "~/admin/screen-states";
import type { MediaItem } from "~/lib/media/media-item";

import type { Route } from "./+types/media";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, mediaLibraryScreen.title);

export function clientLoader() {
  return adminFetch<{ media: MediaItem[] }>("/api/admin/media");
}

/** Typing in the search box changes only `?search=`: the list is filtered in place, not fetched again. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

/** /admin/media (docs/product.md#routes Media Library, docs/product.md#media). */
export default function Media({ loaderData }: Route.ComponentProps) {
  return <MediaLibrary media={loaderData.media} />;
}

export const { HydrateFallback, ErrorBoundary } = screenFallbacks(mediaLibraryScreen);
