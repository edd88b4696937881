/**
 * The restores made into a page's draft since it was last published (a whole version, or one section of one), kept
 * with the draft and, when it is published, with the version it makes, so the Versions list says what a version was
 * restored from (decision 222). Each is kept with fingerprints of the draft just before and just after it: at
 * publishing, a draft back as it was before a restore had that restore undone (the builder's undo saves the draft as
 * it was), and one other than the last restore made was edited after it.
 */
import { createHash } from "node:crypto";

import { type VersionRestore, versionRestoreSchema } from "~/lib/version-restores";
import { z } from "~/lib/zod";

import { draftSectionsOf, type DraftValues, type PageRow, parseStored } from "./page-rows.server";

const pendingSchema = z.array(
  versionRestoreSchema.omit({ thenEdited: true }).extend({ before: z.string(), after: z.string() }),
);
type Pending = z.infer<typeof pendingSchema>[number];

/** A restore as the draft notes it: what it restored, not yet whether the draft changed after it. */
export type DraftRestore = Omit<VersionRestore, "thenEdited">;

/** The draft as the builder shows it, page settings and sections, in a few characters. */
function fingerprint(row: PageRow): string {
  const { slug, title, description, socialImage, noindex } = row;
  const shown = JSON.stringify([slug, title, description, socialImage, noindex, draftSectionsOf(row)]);
  return createHash("sha256").update(shown).digest("base64url");
}

const pendingOf = (row: PageRow) =>
  parseStored(row.draftRestores, pendingSchema, `The restores into /${row.slug}'s draft`) ?? [];

/**
 * `values`, the draft a restore writes over `row`'s, with the restore noted: a whole version starts the list again,
 * a section adds to it.
 */
export function withRestoreNoted(row: PageRow, values: DraftValues, restore: DraftRestore): DraftValues {
  const noted: Pending = { ...restore, before: fingerprint(row), after: fingerprint({ ...row, ...values }) };
  const earlier = restore.section ? pendingOf(row) : [];
  return { ...values, draftRestores: JSON.stringify([...earlier, noted]) };
}

/**
 * What the version about to be published from `row`'s draft was restored from, as it is stored with the version
 * (JSON, null for none): the restores not since undone, the last saying whether the draft was edited after it.
 */
export function restoresToPublish(row: PageRow): string | null {
  const now = fingerprint(row);
  const pending = pendingOf(row);
  const undone = pending.findIndex((restore) => restore.before === now);
  const kept = undone === -1 ? pending : pending.slice(0, undone);
  if (kept.length === 0) return null;
  const restores = kept.map(({ number, publishedAt, section, after }, index): VersionRestore => ({
    number,
    publishedAt,
    ...(section && { section }),
    thenEdited: index === kept.length - 1 && after !== now,
  }));
  return JSON.stringify(restores);
}

/** The restores a version was published from, as stored with it. */
export const versionRestoresOf = (json: string | null, where: string): VersionRestore[] =>
  parseStored(json, z.array(versionRestoreSchema), `The restores of ${where}`) ?? [];
