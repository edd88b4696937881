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

/** Each series' name, as the catalogue, the menus and the not-found page show it. */
export const seriesNames: Readonly<Record<SeriesId, string>> = {
  retto: "Retto",
  flusso: "Flusso",
  augusto: "Augusto",
  "augusto-towel-rail": "Augusto Towel Rail",
  volo: "Volo",
  soffio: "Soffio",
  breva: "Breva",
};

/** The fixed collection page (/collection/{id}) that shows each series. */
export const collectionPageForSeries: Readonly<Record<SeriesId, CollectionPageId>> = {
  retto: "modern",
  flusso: "minimalist",
  augusto: "classic",
  "augusto-towel-rail": "augusto-towel-rail",
  volo: "premium",
  soffio: "soffio",
  breva: "breva",
};
