import { adminFetch } from "~/admin/admin-fetch";
import { adminMeta } from "~/admin/admin-title";
import { screenFallbacks } from "~/admin/screen-states";
import { TrashScreen, trashScreen } from "~/admin/trash/trash-screen";
import type { TrashedMedia } from "~/lib/media/media-item";
import type { TrashedPage } from "~/lib/page-model";

import type { Route } from "./+types/trash";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, trashScreen.title);

export async function clientLoader() {
  const [{ pages }, { media }] = await Promise.all([
    adminFetch<{ pages: TrashedPage[] }>("/api/admin/page-trash"),
    adminFetch<{ media: TrashedMedia[] }>("/api/admin/media-trash"),
  ]);
  return { pages, media };
}

/** /admin/trash (docs/product.md#trash): deleted pages and images, restorable for 30 days. */
export default function Trash({ loaderData }: Route.ComponentProps) {
  return <TrashScreen pages={loaderData.pages} media={loaderData.media} />;
}

export const { HydrateFallback, ErrorBoundary } = screenFallbacks(trashScreen);
