/**
 * Every kind of public page (decision 140): what the bench measures (a builder-made page added once it is published)
 * and tests/e2e/first-paint-layout.spec.ts lays out. Not the not-found page: Lighthouse refuses to audit a page
 * answered 404 (it carries the same boot script; tests/e2e/html-first.spec.ts); nor the comparison, which is noindex
 * by design (decision 132), so Lighthouse's SEO score would only say so.
 */
export const publicRoutes = [
  "/",
  "/collection",
  "/collection/modern",
  "/collection/minimalist",
  "/collection/classic",
  "/collection/augusto-towel-rail",
  "/collection/premium",
  "/collection/soffio",
  "/collection/breva",
  "/collection/bathroom",
  "/collection/modern/retto-vertical",
  "/radiator-sizing",
  "/radiator-sizing?type=living&length=5&width=4&height=2.4&windows=2&window=medium&walls=2&glazing=double&insulation=1930-1990&system=heat-pump&flow=45",
  "/gallery",
  "/contact",
  "/about",
  "/design",
  "/philosophy",
  "/terms",
  "/quote",
  "/radiators",
  "/radiators?type=vertical&maxheight=1800&system=heat-pump&flow=45&sort=output",
];
