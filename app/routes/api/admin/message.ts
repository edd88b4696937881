import { bodyLimits } from "~/lib/body-limits";
import { json, readBody } from "~/lib/http";
import { z } from "~/lib/zod";
import { requireAdmin } from "~/server/auth.server";
import { deleteMessage, updateMessage } from "~/server/messages.server";
import { adminMethodsOnly, methodNotAllowed } from "~/server/route-methods.server";

import type { Route } from "./+types/message";

const changeSchema = z
  .strictObject({ isRead: z.boolean().optional(), isArchived: z.boolean().optional() })
  .refine((change) => Object.keys(change).length > 0);
const notFound = () => json({ error: "This message no longer exists. It may have been deleted already." }, 404);

/** PATCH marks one message read or unread, archived or not; DELETE removes it (docs/product.md#contact-messages). */
export async function action({ request, params }: Route.ActionArgs) {
  requireAdmin(request);
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) return notFound();

  if (request.method === "DELETE") return deleteMessage(id) ? new Response(null, { status: 204 }) : notFound();
  if (request.method !== "PATCH") return methodNotAllowed("PATCH, DELETE");
  const parsed = changeSchema.safeParse(await readBody(request, bodyLimits.adminChange));
  if (!parsed.success) return json({ error: "Say what changes: isRead or isArchived, each true or false." }, 400);
  const message = updateMessage(id, parsed.data);
  return message ? json({ message }) : notFound();
}

/** Every other method: 401 without a session, else 405. */
export const loader = adminMethodsOnly("PATCH, DELETE");
