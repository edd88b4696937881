import { bodyLimits } from "~/lib/body-limits";
import { json, readBody } from "~/lib/http";
import { z } from "~/lib/zod";
import { requireAdmin } from "~/server/auth.server";
import { deleteQuote, updateQuote } from "~/server/quotes.server";
import { adminMethodsOnly, methodNotAllowed } from "~/server/route-methods.server";

import type { Route } from "./+types/quote";

const changeSchema = z
  .strictObject({ isAnswered: z.boolean().optional(), isArchived: z.boolean().optional() })
  .refine((change) => Object.keys(change).length > 0);
const notFound = () => json({ error: "This quote request no longer exists. It may have been deleted already." }, 404);

/** PATCH /api/admin/quotes/:id marks a quote answered or archived, or not; DELETE removes it with its lines. */
export async function action({ request, params }: Route.ActionArgs) {
  requireAdmin(request);
  if (request.method !== "PATCH" && request.method !== "DELETE") return methodNotAllowed("PATCH, DELETE");
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) return notFound();

  if (request.method === "DELETE") return deleteQuote(id) ? new Response(null, { status: 204 }) : notFound();
  const parsed = changeSchema.safeParse(await readBody(request, bodyLimits.adminChange));
  if (!parsed.success) return json({ error: "Say what changes: isAnswered or isArchived, each true or false." }, 400);
  return updateQuote(id, parsed.data) ? json({ ok: true }) : notFound();
}

/** Every other method: 401 without a session, else 405. */
export const loader = adminMethodsOnly("PATCH, DELETE");
