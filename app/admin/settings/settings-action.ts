import { toast } from "sonner";

import { AdminApiError, adminFetch } from "~/admin/admin-fetch";
import type { SiteSettingsField } from "~/lib/settings/site-settings-schema";

type FieldErrors = Partial<Record<SiteSettingsField, string>>;

export type SettingsActionResult = { ok: true; reset: boolean } | { ok: false; errors: FieldErrors };

/**
 * The Settings screen's client action: PUT saves the General tab, DELETE resets it to the defaults.
 * Running as a React Router action (a non-GET submission) makes the root loader reload afterwards,
 * so the new site name shows everywhere at once, this screen's navigation included.
 */
export async function runSettingsAction(request: Request): Promise<SettingsActionResult> {
  const reset = request.method === "DELETE";
  try {
    await adminFetch("/api/admin/settings", { method: reset ? "DELETE" : "PUT", json: await request.json() });
    if (reset)
      toast.success("Settings Reset", { description: "The site name and description are back to their defaults." });
    else toast.success("Settings Saved", { description: "The public site now uses your site name and description." });
    return { ok: true, reset };
  } catch (error) {
    const known = error instanceof AdminApiError;
    // A 409: nothing was overwritten; the form keeps what was typed and now compares it with the newer values.
    const conflict = known && error.status === 409;
    toast.error(reset ? "Settings Not Reset" : "Settings Not Saved", {
      description: conflict
        ? `${error.message} ${reset ? "Reset again to go back to the defaults anyway." : "What you typed is still in the form: save again to replace the newer settings with it."}`
        : known
          ? error.message
          : "The server could not be reached. Please try again.",
    });
    return { ok: false, errors: known ? ((error.body.errors as FieldErrors | undefined) ?? {}) : {} };
  }
}
