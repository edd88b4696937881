/** The seven series of docs/product.md#entities (collection entries), in the order the collection page shows them. */
export const seriesIds = ["retto", "flusso", "augusto", "augusto-towel-rail", "volo", "soffio", "breva"] as const;
export type SeriesId = (typeof seriesIds)[number];

/** The fixed collection pages of docs/product.md#routes, plus bathroom (docs/product.md#no-dead-links). */
export const collectionPageIds = [
  "modern",
  "minimalist",
  "classic",
  "augusto-towel-rail",
  "premium",
  "soffio",
  "breva",
  "bathroom",
] as const;
export type CollectionPageId = (typeof collectionPageIds)[number];

/** Pages with a hero image. */
export type HeroKey =
  "home" | "collection" | "design" | "philosophy" | "about" | "gallery" | "contact" | CollectionPageId;
