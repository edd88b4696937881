import { shownPageTitle } from "~/lib/seo";

/**
 * How a search engine shows a page in its results (docs/decisions/157): the title as the page's <title> is written
 * (the home page's is the site description), the address as a breadcrumb of the host and path, and the meta
 * description, each cut where results cut them.
 */

/** Results show about 60 characters of a title and 160 of a description before an ellipsis. */
export const shownTitleLength = 60;
export const shownDescriptionLength = 160;

/** `text` cut at the last whole word that fits in `length`, with an ellipsis; as it is when it fits. */
export function clipped(text: string, length: number): string {
  const words = text.trim().replace(/\s+/g, " ");
  if (words.length <= length) return words;
  const cut = words.slice(0, length - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–-]+$/, "")}…`;
}

export interface SearchResult {
  title: string;
  address: string;
  description: string;
}

export function searchResult(input: {
  title: string;
  slug: string;
  description: string;
  siteName: string;
  siteDescription: string;
  origin: string;
}): SearchResult {
  const host = input.origin.replace(/^https?:\/\//, "");
  const title = shownPageTitle(input.slug, input.title.trim(), input.siteDescription) || "Page";
  return {
    title: clipped(`${title} | ${input.siteName}`, shownTitleLength),
    address: input.slug ? `${host} › ${input.slug}` : host,
    description: clipped(input.description.trim() || `Page by ${input.siteName}`, shownDescriptionLength),
  };
}
