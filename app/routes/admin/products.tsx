import { adminFetch } from "~/admin/admin-fetch";
import { adminMeta } from "~/admin/admin-title";
import { LoadFailed } from "~/admin/load-failed";
import {
  type CatalogueStatus,
  productsDescription,
  ProductsScreen,
  productsTitle,
} from "~/admin/products/products-screen";
import { ScreenHeader } from "~/admin/screen-header";
import { ScreenLoading } from "~/admin/screen-loading";
import type { Catalogue } from "~/lib/catalogue/catalogue-schema";

import type { Route } from "./+types/products";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, productsTitle);

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

export function HydrateFallback() {
  return (
    <>
      <ScreenHeader title={productsTitle} description={productsDescription} />
      <ScreenLoading />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <>
      <ScreenHeader title={productsTitle} description={productsDescription} />
      <LoadFailed what="The catalogue" error={error} />
    </>
  );
}
