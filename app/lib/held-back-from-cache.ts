/**
 * The one inline script of a public page, in its head (decision 218; it runs by its hash, ../../server/security.ts).
 * A visitor's first page loads what its HTML holds back (the web fonts, the site's stylesheet) after it has loaded;
 * then the boot script (../enhance/web-fonts.ts) keeps, under their addresses, the links that ask the browser's cache
 * for them: the font files' preloads and the stylesheets, render-blocking. Every later page writes those links into
 * its head before its first paint: it is drawn in its fonts and with all its rules from the start, and re-styles
 * nothing after its load. The faces' `font-display: optional` keeps a page whose fonts the cache has lost in the
 * fallback faces throughout, never swapping under the reader's eyes. The addresses are the script's
 * `data-held-back`: a new build's files have new addresses, so what an older one kept is passed over.
 */
export const heldBackFromCache =
  'try{let s=document.currentScript;s.insertAdjacentHTML("beforebegin",localStorage[s.dataset.heldBack]??"")}catch{}';

/** The links a later page writes into its head (see above): the font files' preloads, then the stylesheets. */
export function cachedLinks(fontFiles: string[], stylesheets: string[]): string {
  const preloads = fontFiles.map((file) => `<link rel="preload" as="font" href="${file}" crossorigin>`);
  const sheets = stylesheets.map((sheet) => `<link rel="stylesheet" href="${sheet}" blocking="render">`);
  return preloads.join("") + sheets.join("");
}
