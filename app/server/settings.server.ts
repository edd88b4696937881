import { eq, inArray } from "drizzle-orm";

import { brand } from "~/content/brand";
import { cleanText } from "~/lib/plain-text";

import { changed, settingsKey, showing } from "./cache-keys.server";
import { getDb } from "./db.server";
import { settings } from "./schema.server";

export interface SiteSettings {
  siteName: string;
  siteDescription: string;
}

const defaultSiteSettings: SiteSettings = {
  siteName: brand.siteName,
  siteDescription: brand.siteDescription,
};

const keys = Object.keys(defaultSiteSettings) as (keyof SiteSettings)[];

/** Site name and description (docs/product.md#entities Settings), with the brand defaults where none is saved. */
export function getSiteSettings(): SiteSettings {
  showing(settingsKey);
  return getSiteSettingsIn(getDb());
}

function getSiteSettingsIn(db: Pick<ReturnType<typeof getDb>, "select">): SiteSettings {
  const rows = db.select().from(settings).where(inArray(settings.key, keys)).all();
  // A value saved before the plain-text rule (lib/plain-text) is cleaned as it is read, so no page shows it.
  const saved = Object.fromEntries(rows.map((r) => [r.key, cleanText(r.value, "line").trim()]));
  return { ...defaultSiteSettings, ...saved };
}

/** The settings' revision, kept as one more row: every save or reset adds one. */
const revisionKey = "revision";

const settingsConflictMessage = "The settings were changed in another tab or browser.";

/** A save based on a revision that is not the latest: refused, with the settings as they are now. */
export class SettingsConflictError extends Error {
  constructor(readonly current: { settings: SiteSettings; revision: number }) {
    super(settingsConflictMessage);
  }
}

type SettingsDb = Pick<ReturnType<typeof getDb>, "select" | "insert" | "delete">;

function revisionIn(db: SettingsDb): number {
  const row = db.select().from(settings).where(eq(settings.key, revisionKey)).get();
  return row ? Number(row.value) : 1;
}

/** The revision of the site settings, which a save names (the settings form has it from the root loader). */
export function getSiteSettingsRevision(): number {
  return revisionIn(getDb());
}

function upsert(db: SettingsDb, key: string, value: string): void {
  db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } }).run();
}

/**
 * Saves the site name and description, or with `values` null resets them to the defaults, as the next
 * revision, only if `baseRevision` is still the latest (checked and written in one transaction).
 */
export function writeSiteSettings(values: SiteSettings | null, baseRevision: number): number {
  const db = getDb();
  return db.transaction(
    (tx) => {
      const revision = revisionIn(tx);
      if (revision !== baseRevision) {
        throw new SettingsConflictError({ settings: getSiteSettingsIn(tx), revision });
      }
      if (values) for (const key of keys) upsert(tx, key, values[key]);
      // Removing the saved rows brings back the brand defaults (getSiteSettings fills them in).
      else tx.delete(settings).where(inArray(settings.key, keys)).run();
      upsert(tx, revisionKey, String(revision + 1));
      changed([settingsKey]);
      return revision + 1;
    },
    { behavior: "immediate" },
  );
}
