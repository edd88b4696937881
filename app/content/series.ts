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

/**
 * The seven series of docs/product.md#entities (collection entries), in the order the collection page shows them:
 * each one's id, its name as the catalogue, the menus and the not-found page show it, and the fixed collection page
 * (/collection/{id}) that shows it. Written here once: the catalogue's seed, the pictures' names and the tests read it.
 */
export const series = [
  { id: "retto", name: "Retto", collectionPage: "modern" },
  { id: "flusso", name: "Flusso", collectionPage: "minimalist" },
  { id: "augusto", name: "Augusto", collectionPage: "classic" },
  { id: "augusto-towel-rail", name: "Augusto Towel Rail", collectionPage: "augusto-towel-rail" },
  { id: "volo", name: "Volo", collectionPage: "premium" },
  { id: "soffio", name: "Soffio", collectionPage: "soffio" },
  { id: "breva", name: "Breva", collectionPage: "breva" },
] as const satisfies readonly { id: string; name: string; collectionPage: CollectionPageId }[];
export type SeriesId = (typeof series)[number]["id"];

export const seriesIds: readonly SeriesId[] = series.map((entry) => entry.id);

/** Each series' name. */
export const seriesNames = Object.fromEntries(series.map((entry) => [entry.id, entry.name])) as Readonly<
  Record<SeriesId, string>
>;

/** The fixed collection page (/collection/{id}) that shows each series. */
export const collectionPageForSeries = Object.fromEntries(
  series.map((entry) => [entry.id, entry.collectionPage]),
) as Readonly<Record<SeriesId, CollectionPageId>>;
