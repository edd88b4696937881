import { adminFetch } from "~/admin/admin-fetch";
import { adminMeta } from "~/admin/admin-title";
import { type CatalogueStatus, ProductsScreen, productsScreen } from "~/admin/products/products-screen";
import { screenFallbacks } from "~/admin/screen-states";
import type { Catalogue } from "~/lib/catalogue/catalogue-schema";

import type { Route } from "./+types/products";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, productsScreen.title);

export function clientLoader() {
  return adminFetch<{ catalogue: Catalogue; status: CatalogueStatus }>("/api/admin/catalogue");
}

/** Choosing another model changes only `?model=`: the catalogue in hand is kept, with its unsaved edits. */
export function shouldRevalidate() {
  return false;
}

/** /admin/products: the catalogue's series, models, finishes and sizes. */
export default function Products({ loaderData }: Route.ComponentProps) {
  return <ProductsScreen catalogue={loaderData.catalogue} status={loaderData.status} />;
}

export const { HydrateFallback, ErrorBoundary } = screenFallbacks(productsScreen);
