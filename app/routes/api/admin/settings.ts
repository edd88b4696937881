import { inArray } from "drizzle-orm";
import { siteSettingsErrors, siteSettingsSchema, type SiteSettingsValues } from "~/lib/settings/site-settings-schema";
import { json, readBody } from "~/lib/http";
import { requireAdmin } from "~/server/auth.server";
import { getDb } from "~/server/db.server";
import { settings } from "~/server/schema.server";
import { defaultSiteSettings, getSiteSettings } from "~/server/settings.server";
import type { Route } from "./+types/settings";

const keys = Object.keys(defaultSiteSettings) as (keyof SiteSettingsValues)[];

function saveSiteSettings(values: SiteSettingsValues): void {
  const db = getDb();
  db.transaction(() => {
    for (const key of keys) {
      db.insert(settings)
        .values({ key, value: values[key] })
        .onConflictDoUpdate({ target: settings.key, set: { value: values[key] } })
        .run();
    }
  });
}

/** Removing the saved rows brings back the brand defaults (getSiteSettings fills them in). */
function resetSiteSettings(): void {
  getDb().delete(settings).where(inArray(settings.key, keys)).run();
}

/** GET /api/admin/settings: the site name and description. */
export function loader({ request }: Route.LoaderArgs) {
  requireAdmin(request);
  return json({ settings: getSiteSettings() });
}

/** PUT saves the site name and description; DELETE resets them to the defaults (docs/product.md#routes Settings). */
export async function action({ request }: Route.ActionArgs) {
  requireAdmin(request);
  if (request.method === "DELETE") {
    resetSiteSettings();
    return json({ settings: getSiteSettings() });
  }
  if (request.method !== "PUT") return json({ error: "Method not allowed." }, 405, { Allow: "GET, PUT, DELETE" });
  const body = await readBody(request, 4096);
  const parsed = siteSettingsSchema.safeParse(body);
  if (!parsed.success) {
    const errors = siteSettingsErrors(body);
    return json({ error: Object.values(errors)[0] ?? "Please check the settings.", errors }, 400);
  }
  saveSiteSettings(parsed.data);
  return json({ settings: getSiteSettings() });
}
