/**
 * /api/admin/settings: the site name and description (docs/product.md#routes Settings). Every request
 * needs an admin session (401).
 *
 * GET    → 200 { settings: { siteName, siteDescription }, revision }
 * PUT    { siteName, siteDescription, revision } → 200 { settings, revision } saved as the next revision;
 *        400 { error, errors } on invalid values.
 * DELETE { revision } → 200 { settings, revision }: back to the defaults.
 * PUT and DELETE answer 409 { error: "The settings were changed in another tab or browser.",
 * current: { settings, revision } } when `revision` is not the latest, and write nothing.
 */
import { bodyLimits } from "~/lib/body-limits";
import { json, readBody } from "~/lib/http";
import { siteSettingsErrors, siteSettingsSchema } from "~/lib/settings/site-settings-schema";
import { z } from "~/lib/zod";
import { requireAdmin } from "~/server/auth.server";
import { methodNotAllowed } from "~/server/route-methods.server";
import {
  getSiteSettings,
  getSiteSettingsRevision,
  SettingsConflictError,
  writeSiteSettings,
} from "~/server/settings.server";

import type { Route } from "./+types/settings";

const revisionSchema = z.object({ revision: z.number().int().positive() });
const missingRevision = "The settings could not be saved: reload the page and try again.";

export function loader({ request }: Route.LoaderArgs) {
  requireAdmin(request);
  return json({ settings: getSiteSettings(), revision: getSiteSettingsRevision() });
}

function writing(values: Parameters<typeof writeSiteSettings>[0], baseRevision: number): Response {
  try {
    const revision = writeSiteSettings(values, baseRevision);
    return json({ settings: getSiteSettings(), revision });
  } catch (error) {
    if (error instanceof SettingsConflictError) return json({ error: error.message, current: error.current }, 409);
    throw error;
  }
}

export async function action({ request }: Route.ActionArgs) {
  requireAdmin(request);
  if (request.method !== "PUT" && request.method !== "DELETE") return methodNotAllowed("GET, PUT, DELETE");
  const body = await readBody(request, bodyLimits.adminChange);
  const base = revisionSchema.safeParse(body);
  if (!base.success) return json({ error: missingRevision }, 400);
  if (request.method === "DELETE") return writing(null, base.data.revision);
  const parsed = siteSettingsSchema.safeParse(body);
  if (!parsed.success) {
    const errors = siteSettingsErrors(body);
    return json({ error: Object.values(errors)[0] ?? "Please check the settings.", errors }, 400);
  }
  return writing(parsed.data, base.data.revision);
}
