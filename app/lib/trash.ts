/** How long a deleted page or image can be restored from the trash (docs/product.md#trash). */
export const trashDays = 30;

const dayMs = 24 * 60 * 60 * 1000;

/** Until when something deleted at `trashedAt` can be restored (ISO). */
export const restorableUntil = (trashedAt: string): string =>
  new Date(new Date(trashedAt).getTime() + trashDays * dayMs).toISOString();

/** Things deleted before this moment have been in the trash for its whole time (ISO). */
export const trashCutoff = (now: Date): string => new Date(now.getTime() - trashDays * dayMs).toISOString();
