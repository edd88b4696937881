/** The seven series of SPEC §3 (collection entries), in the order the collection page shows them. */
export const seriesIds = ["retto", "flusso", "augusto", "augusto-towel-rail", "volo", "soffio", "breva"] as const;
export type SeriesId = (typeof seriesIds)[number];

/** The fixed collection pages of SPEC §2, plus bathroom (PRODUCT.md D6). */
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
