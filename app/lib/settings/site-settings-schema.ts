import { plainText } from "~/lib/plain-text-schema";
import { z } from "~/lib/zod";

/** Limits that keep the name in the header and the description in search results readable. */
export const siteSettingsLimits = { siteName: 60, siteDescription: 160 } as const;

/**
 * docs/product.md#entities Settings: site name and description, checked the same way in the browser and on the
 * server. Both are one line of plain text (lib/plain-text): they go into every page's <title> and description.
 */
export const siteSettingsSchema = z.object({
  siteName: plainText("line")
    .trim()
    .min(1, "Please enter a site name.")
    .max(siteSettingsLimits.siteName, `Please keep the site name under ${siteSettingsLimits.siteName} characters.`),
  siteDescription: plainText("line")
    .trim()
    .min(1, "Please enter a site description.")
    .max(
      siteSettingsLimits.siteDescription,
      `Please keep the site description under ${siteSettingsLimits.siteDescription} characters.`,
    ),
});

export type SiteSettingsValues = z.infer<typeof siteSettingsSchema>;
export type SiteSettingsField = keyof SiteSettingsValues;

/** Field errors keyed by field name (the first message of each); empty when the values are fine. */
export function siteSettingsErrors(values: unknown): Partial<Record<SiteSettingsField, string>> {
  const result = siteSettingsSchema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<SiteSettingsField, string>> = {};
  for (const issue of result.error.issues) errors[issue.path[0] as SiteSettingsField] ??= issue.message;
  return errors;
}
