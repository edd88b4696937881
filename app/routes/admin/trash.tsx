import { adminFetch } from "~/admin/admin-fetch";
import { adminMeta } from "~/admin/admin-title";
import { ScreenFailed, ScreenHydrating } from "~/admin/screen-states";
import { TrashScreen, trashDescription, trashTitle } from "~/admin/trash/trash-screen";
import type { TrashedMedia } from "~/lib/media/media-item";
import type { Route } from "./+types/trash";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, trashTitle);

export function clientLoader() {
  return adminFetch<{ media: TrashedMedia[] }>("/api/admin/media-trash");
}

/** /admin/trash (docs/product.md#media): deleted images, restorable for 30 days. */
export default function Trash({ loaderData }: Route.ComponentProps) {
  return <TrashScreen media={loaderData.media} />;
}

const screen = { title: trashTitle, description: trashDescription, what: "The trash" };

export function HydrateFallback() {
  return <ScreenHydrating {...screen} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenFailed {...screen} error={error} />;
}
