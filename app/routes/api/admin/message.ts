import { bodyLimits } from "~/lib/body-limits";
import { eq } from "drizzle-orm";
import { z } from "~/lib/zod";
import { json, readBody } from "~/lib/http";
import { requireAdmin } from "~/server/auth.server";
import { getDb } from "~/server/db.server";
import { messages } from "~/server/schema.server";
import { adminMethodsOnly, methodNotAllowed } from "~/server/route-methods.server";
import type { Route } from "./+types/message";

const readStateSchema = z.object({ isRead: z.boolean() });
const notFound = () => json({ error: "This message no longer exists. It may have been deleted already." }, 404);

/** PATCH marks one message read or unread; DELETE removes it (docs/product.md#contact-messages). */
export async function action({ request, params }: Route.ActionArgs) {
  requireAdmin(request);
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) return notFound();
  const db = getDb();

  if (request.method === "DELETE") {
    const { changes } = db.delete(messages).where(eq(messages.id, id)).run();
    return changes === 1 ? new Response(null, { status: 204 }) : notFound();
  }
  if (request.method !== "PATCH") return methodNotAllowed("PATCH, DELETE");
  const parsed = readStateSchema.safeParse(await readBody(request, bodyLimits.adminChange));
  if (!parsed.success) return json({ error: "Say whether the message is read (isRead: true or false)." }, 400);
  const message = db.update(messages).set({ isRead: parsed.data.isRead }).where(eq(messages.id, id)).returning().get();
  return message ? json({ message }) : notFound();
}

/** Every other method: 401 without a session, else 405. */
export const loader = adminMethodsOnly("PATCH, DELETE");
