import { bodyLimits } from "~/lib/body-limits";
import { z } from "~/lib/zod";
import { json, readBody } from "~/lib/http";
import { requireAdmin } from "~/server/auth.server";
import { markQuoteAnswered } from "~/server/quotes.server";
import { adminMethodsOnly, methodNotAllowed } from "~/server/route-methods.server";
import type { Route } from "./+types/quote";

const answeredSchema = z.object({ isAnswered: z.boolean() });
const notFound = () => json({ error: "This quote request no longer exists." }, 404);

/** PATCH /api/admin/quotes/:id marks a quote answered, or not. */
export async function action({ request, params }: Route.ActionArgs) {
  requireAdmin(request);
  if (request.method !== "PATCH") return methodNotAllowed("PATCH");
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) return notFound();
  const parsed = answeredSchema.safeParse(await readBody(request, bodyLimits.adminChange));
  if (!parsed.success) return json({ error: "Say whether the quote is answered (isAnswered: true or false)." }, 400);
  return markQuoteAnswered(id, parsed.data.isAnswered) ? json({ ok: true }) : notFound();
}

/** Every other method: 401 without a session, else 405. */
export const loader = adminMethodsOnly("PATCH");
