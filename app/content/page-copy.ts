/** What the copy of a standard page starts with: its words for search and sharing, and its hero. */
export interface PageCopy {
  meta: { title: string; description: string; keywords: readonly string[] };
  hero: { title: string; subtitle: string };
}

/** One of a list of points: a short title and its text. */
export interface TitledText {
  title: string;
  text: string;
}
