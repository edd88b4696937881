import { z } from "~/lib/zod";
import { json, readBody } from "~/lib/http";
import { isValidReceipt, recordDelivery } from "~/server/messages.server";
import type { Route } from "./+types/message-delivery";

const deliverySchema = z.object({ receipt: z.string().min(1), delivery: z.enum(["sent", "failed"]) });

/** POST /api/messages/:id/delivery: the sender's browser reports how the EmailJS request went. */
export async function action({ request, params }: Route.ActionArgs) {
  const id = Number(params.id);
  const parsed = deliverySchema.safeParse(await readBody(request, 1024));
  if (!Number.isInteger(id) || !parsed.success) return json({ error: "The delivery report could not be read." }, 400);
  if (!isValidReceipt(id, parsed.data.receipt)) return json({ error: "This receipt does not match the message." }, 403);
  if (!recordDelivery(id, parsed.data.delivery)) return json({ error: "No such message." }, 404);
  return json({ ok: true });
}
