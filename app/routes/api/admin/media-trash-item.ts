/**
 * One image in the trash (docs/product.md#media). Admin session (401); an image not in the trash is 404.
 *
 * POST   /api/admin/media-trash/:id  200 { media }: back in the library.
 * DELETE /api/admin/media-trash/:id  204: deleted for good with its files; 409 { error, neededBy } while a page,
 *        a kept page version or a catalogue finish still shows it.
 */
import { bodyLimits } from "~/lib/body-limits";
import { json, readBody } from "~/lib/http";
import { requireAdmin } from "~/server/auth.server";
import { deleteTrashedForGood, restoreMedia } from "~/server/media/media-trash.server";
import { adminMethodsOnly, methodNotAllowed } from "~/server/route-methods.server";

import type { Route } from "./+types/media-trash-item";

const notInTrash = () => json({ error: "This image is not in the trash any more." }, 404);

export async function action({ request, params }: Route.ActionArgs) {
  requireAdmin(request);
  if (request.method === "POST") {
    await readBody(request, bodyLimits.adminChange);
    const media = restoreMedia(params.id);
    return media ? json({ media }) : notInTrash();
  }
  if (request.method !== "DELETE") return methodNotAllowed("POST, DELETE");
  const outcome = await deleteTrashedForGood(params.id);
  if (outcome === "not-in-trash") return notInTrash();
  if (outcome === "deleted") return new Response(null, { status: 204 });
  return json(
    {
      error:
        "This image is still shown by a page, a kept version or a finish, so it stays in the trash until nothing shows it.",
      neededBy: outcome.stillNeeded,
    },
    409,
  );
}

/** Every other method: 401 without a session, else 405. */
export const loader = adminMethodsOnly("POST, DELETE");
