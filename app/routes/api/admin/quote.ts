import { z } from "~/lib/zod";
import { json, readBody } from "~/lib/http";
import { requireAdmin } from "~/server/auth.server";
import { markQuoteAnswered } from "~/server/quotes.server";
import type { Route } from "./+types/quote";

const answeredSchema = z.object({ isAnswered: z.boolean() });
const notFound = () => json({ error: "This quote request no longer exists." }, 404);

/** PATCH /api/admin/quotes/:id marks a quote answered, or not. */
export async function action({ request, params }: Route.ActionArgs) {
  requireAdmin(request);
  if (request.method !== "PATCH") return json({ error: "Method not allowed." }, 405, { Allow: "PATCH" });
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) return notFound();
  const parsed = answeredSchema.safeParse(await readBody(request, 1024));
  if (!parsed.success) return json({ error: "Say whether the quote is answered (isAnswered: true or false)." }, 400);
  return markQuoteAnswered(id, parsed.data.isAnswered) ? json({ ok: true }) : notFound();
}
