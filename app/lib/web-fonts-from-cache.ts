/**
 * The one inline script of a public page, in its head (decision 218; it runs by its hash, ../../server/security.ts).
 * Once a visitor's first page has loaded the web fonts, the boot script (../enhance/web-fonts.ts) keeps, under the
 * fonts' stylesheet's address, the links that ask the browser's cache for them: their files' preloads and the
 * stylesheet itself, render-blocking. Every later page writes those links into its head before its first paint, and
 * the faces' `font-display: optional` draws it in them from the start, or, should the cache have lost them, in the
 * fallback faces throughout, never swapping under the reader's eyes. The stylesheet's address is the script's
 * `data-web-fonts`: a new build's fonts have new addresses, so what an older one kept is passed over.
 */
export const webFontsFromCache =
  'try{let s=document.currentScript;s.insertAdjacentHTML("beforebegin",localStorage[s.dataset.webFonts]??"")}catch{}';

/** The links a later page writes into its head (see above): the files' preloads, then the stylesheet. */
export function webFontLinks(stylesheet: string, files: string[]): string {
  const preloads = files.map((file) => `<link rel="preload" as="font" href="${file}" crossorigin>`);
  return `${preloads.join("")}<link rel="stylesheet" href="${stylesheet}" blocking="render">`;
}
