import { compareQueryKeys } from "~/lib/catalogue/compare-query";
import { modelPageQueryKeys } from "~/lib/catalogue/model-page-query";
import { finderQueryKeys } from "~/lib/catalogue/range-finder";
import { basketParam, quoteLineKeys } from "~/lib/quote-address";
import { sizingDefaults } from "~/lib/sizing-query";

/**
 * Every query parameter a public page reads. The page cache keeps one page per combination of these and drops
 * any other parameter (a campaign tag, a cache buster) before the page is rendered, so no address can fill the
 * memory with copies of one page (decision 040). A page that reads a new parameter names it here; a test
 * finds every parameter the code reads and fails when one is missing.
 */
export const pageQueryKeys: ReadonlySet<string> = new Set([
  // The gallery's filter (sections/inspiration-gallery).
  "category",
  // The contact form's outcome and a message written in advance (sections/contact, parts/contact-form).
  "sent",
  "error",
  "message",
  ...Object.keys(sizingDefaults),
  ...modelPageQueryKeys,
  ...quoteLineKeys,
  basketParam,
  ...finderQueryKeys,
  ...compareQueryKeys,
]);

/** The query string with only the parameters a page reads, in their order. */
export function pageQuery(search: URLSearchParams): string {
  const kept = new URLSearchParams([...search].filter(([key]) => pageQueryKeys.has(key)));
  const query = kept.toString();
  return query ? `?${query}` : "";
}
