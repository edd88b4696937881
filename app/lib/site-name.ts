/**
 * How large a header sets the site name: the wordmark size fits a short name ('Tepore'); longer ones, which the
 * administrator may choose in Settings, step down so they wrap onto at most two lines instead of pushing the
 * menu off a phone's screen (docs/product.md#site-name).
 */
export type SiteNameLength = "short" | "medium" | "long";

export function siteNameLength(siteName: string): SiteNameLength {
  const characters = siteName.trim().length;
  return characters <= 10 ? "short" : characters <= 20 ? "medium" : "long";
}
