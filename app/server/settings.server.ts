import { inArray } from "drizzle-orm";
import { brand } from "~/content/brand";
import { getDb } from "./db.server";
import { settings } from "./schema.server";

export interface SiteSettings {
  siteName: string;
  siteDescription: string;
}

export const defaultSiteSettings: SiteSettings = {
  siteName: brand.siteName,
  siteDescription: brand.siteDescription,
};

const keys = Object.keys(defaultSiteSettings) as (keyof SiteSettings)[];

/** Site name and description (docs/product.md#entities Settings), with the brand defaults where none is saved. */
export function getSiteSettings(): SiteSettings {
  const rows = getDb().select().from(settings).where(inArray(settings.key, keys)).all();
  const saved = Object.fromEntries(rows.map((r) => [r.key, r.value]));
  return { ...defaultSiteSettings, ...saved };
}
