/**
 * /api/admin/pages: the page list and new pages (docs/product.md#publishing). Every request needs an admin session (401).
 *
 * GET  → 200 { pages: { slug, title, description, isStandard, isPublished,
 *                       status: "published" | "draft" | "changes", updatedAt }[] }
 *        The seven standard pages first (docs/product.md#entities order), then the others, newest first.
 * POST {} → 201 { page } a new page: 'Untitled Page', slug 'untitled-{timestamp}', unpublished,
 *        no sections (docs/product.md#states). Any other method → 405.
 */
import { z } from "~/lib/zod";
import { json } from "~/lib/http";
import { requireAdmin } from "~/server/auth.server";
import { methodNotAllowed, readValid } from "~/server/page-requests.server";
import { createPage, listPages } from "~/server/pages.server";
import type { Route } from "./+types/pages";

export function loader({ request }: Route.LoaderArgs) {
  requireAdmin(request);
  return json({ pages: listPages() });
}

export async function action({ request }: Route.ActionArgs) {
  requireAdmin(request);
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  await readValid(request, z.object({}), 1024);
  return json({ page: createPage() }, 201);
}
