import { adminMeta } from "~/admin/admin-title";
import { PageBuilder } from "~/builder/page-builder";

import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Page Builder");

/** /admin/dashboard: the page builder (docs/product.md#routes). */
export default function Dashboard() {
  return <PageBuilder />;
}
