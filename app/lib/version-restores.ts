/**
 * What a published version was restored from (decision 222): each restore into the draft since the publish before, a
 * whole version or one section of one, named by the version's number and date, as the version keeps them.
 */
import { z } from "./zod";

export const versionRestoreSchema = z.object({
  /** The version restored, as numbered and dated when it was published. */
  number: z.number().int().positive(),
  publishedAt: z.string(),
  /** The one section restored from it, as it was named there; absent when the whole version was restored. */
  section: z.object({ id: z.string(), type: z.string(), title: z.string() }).optional(),
  /** The draft was changed after this restore, before it was published. */
  thenEdited: z.boolean(),
});

export type VersionRestore = z.infer<typeof versionRestoreSchema>;
